"""The UI kit: one theme and a few widgets (button, selector, slider, toggle, label, panel,
list menu, number/text field) that work with the mouse and the keyboard alike."""
