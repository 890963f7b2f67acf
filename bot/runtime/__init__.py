"""The process itself, below everything else: settings, start-up and its one-sentence failures,
sharding and its share of the token's requests, background tasks, the clock, bounded caches, new
games' seeds and Markdown escaping. It imports no other folder of the bot."""
