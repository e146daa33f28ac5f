"""The client's screens and overlays. game/ui/registry.py lists them by name."""
