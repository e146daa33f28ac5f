"""Tests of Feudality."""
