"""Troyes' client package (pygame-ce): its table, board, cards and decision views."""
