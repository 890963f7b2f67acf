"""The web companion: a page per game where anyone with its link watches the board live and
steps through its history, and a signed, expiring link to a seat's private view.

The package receives what it uses (the store, a way to name the seats, the clock) and reaches
the games only through the registry and the presenters, like the rest of the bot:

- `config`: the settings (SALON_WEB_PORT, SALON_WEB_URL, SALON_WEB_HOST, SALON_WEB_SECRET);
- `links`: the capability tokens of game pages and the signed links to a seat's hand;
- `pages`: what a page shows at a step, from the stored game (no aiohttp, no Discord);
- `images`: the board, summary and hand images rendered on demand, cached, rate-limited;
- `live`: who is watching which game, woken by the store when a game moves;
- `moves`: playing on the page: the seat's decision as the page offers it, a move judged and
  handed to the process's mover;
- `demo`: the offline demo's game (AI seats, and a seat played on the page);
- `server`: the aiohttp application (routes, security headers, Server-Sent Events);
- `companion`: the web companion inside the bot process (the server, and the lines with links);
- `standalone`: `python -m bot web` and its offline `--demo`.
"""
