"""The pygame-ce desktop client. The only package allowed to import pygame."""
