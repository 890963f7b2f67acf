"""Pillow renderers: a game's view -> PNG bytes. Imports engines (views, static data) and i18n only."""
