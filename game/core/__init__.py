"""Game-agnostic kernel: RNG, decisions and actions, events, saves, data and map loading.

Nothing here imports pygame.
"""
