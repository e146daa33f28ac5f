"""Drawing the game: the board through a camera, icons, family markers."""
