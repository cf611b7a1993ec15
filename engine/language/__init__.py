"""The language layer (pure): which language the arcade speaks, its translations, and the system's choice."""
