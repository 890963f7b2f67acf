"""Discord's side of an Activity's sign-in, offline: the OAuth2 token exchange, users/@me, the
activity instance and a server's member, as an aiohttp application Salon's server calls instead
of https://discord.com/api/v10.

It keeps Discord's rules that matter to the sign-in: a code is the application's own, single
use and short-lived; an access token names its user; the bot's routes want the bot's token. Every
answer of a route in Discord's API description is checked against that description's schema
(tests/support/discord_api; the token exchange is not in it: its answer is the one Discord's
OAuth2 documentation gives). Every request is kept, for the tests that look for the secret."""

from __future__ import annotations

import itertools
import json
import secrets
from collections.abc import Callable
from dataclasses import dataclass, field

from aiohttp import web
from aiohttp.test_utils import TestServer

from tests.support.discord_spec import response_problems

CODE_SECONDS = 600  # an authorization code lives ten minutes at most


@dataclass
class Code:
    user_id: int
    client_id: str
    expires: float
    used: bool = False


@dataclass
class Seen:
    """One request as Discord received it."""

    method: str
    path: str
    headers: dict[str, str]
    body: str


@dataclass
class ActivityDiscord:
    client_id: str
    client_secret: str
    bot_token: str
    clock: Callable[[], float]  # the tests' clock: a code expires on it
    codes: dict[str, Code] = field(default_factory=dict)
    tokens: dict[str, int] = field(default_factory=dict)  # access token -> user
    locales: dict[int, str] = field(default_factory=dict)
    instances: dict[str, dict] = field(default_factory=dict)
    members: dict[int, set[int]] = field(default_factory=dict)  # guild -> its members
    seen: list[Seen] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)  # answers that broke Discord's API description
    api: str = ""  # its address while it serves (`serve`)
    _numbers: itertools.count = field(default_factory=lambda: itertools.count(1))

    def member(self, guild_id: int, user_id: int, locale: str = "en-US") -> None:
        self.members.setdefault(guild_id, set()).add(user_id)
        self.locales[user_id] = locale

    def authorize(self, user_id: int, client_id: str | None = None) -> str:
        """The code the SDK's authorize() gives `user_id` for the application `client_id`."""
        code = secrets.token_hex(15)
        self.codes[code] = Code(user_id, client_id or self.client_id, self.clock() + CODE_SECONDS)
        return code

    def launch(self, channel_id: int, guild_id: int | None, *users: int) -> str:
        """A new activity instance launched in `channel_id` (of `guild_id`; None: a DM) with `users` in it."""
        instance_id = f"i-{next(self._numbers)}-{'gc' if guild_id else 'pc'}-{channel_id}"
        location: dict = {"id": f"{'gc' if guild_id else 'pc'}-{channel_id}", "kind": "gc" if guild_id else "pc"}
        location["channel_id"] = str(channel_id)
        if guild_id:
            location["guild_id"] = str(guild_id)
        self.instances[instance_id] = {
            "application_id": self.client_id,
            "instance_id": instance_id,
            "launch_id": str(next(self._numbers)),
            "location": location,
            "users": [str(user) for user in users],
        }
        return instance_id

    def app(self) -> web.Application:
        app = web.Application(middlewares=[self._keep])
        app.router.add_post("/api/v10/oauth2/token", self._token)
        app.router.add_get("/api/v10/users/@me", self._me)
        app.router.add_get("/api/v10/applications/{application_id}/activity-instances/{instance_id}", self._instance)
        app.router.add_get("/api/v10/guilds/{guild_id}/members/{user_id}", self._member)
        return app

    async def serve(self) -> TestServer:
        """Serving on this machine, at `api` (the address Salon is given)."""
        server = TestServer(self.app())
        await server.start_server()
        self.api = str(server.make_url("/api/v10"))
        return server

    @web.middleware
    async def _keep(self, request: web.Request, handler):
        body = await request.text()
        self.seen.append(Seen(request.method, request.path, dict(request.headers), body))
        return await handler(request)

    async def _token(self, request: web.Request) -> web.Response:
        form = await request.post()
        if form.get("client_id") != self.client_id or form.get("client_secret") != self.client_secret:
            return web.json_response({"error": "invalid_client"}, status=401)
        code = self.codes.get(str(form.get("code", "")))
        if form.get("grant_type") != "authorization_code" or code is None:
            return _invalid_grant()
        if code.used or code.client_id != self.client_id or self.clock() >= code.expires:
            return _invalid_grant()
        code.used = True
        access = secrets.token_urlsafe(22)
        self.tokens[access] = code.user_id
        answer = {
            "access_token": access,
            "token_type": "Bearer",
            "expires_in": 604800,
            "refresh_token": secrets.token_urlsafe(22),
            "scope": "identify",
        }
        return web.json_response(answer)

    async def _me(self, request: web.Request) -> web.Response:
        kind, _, access = request.headers.get("Authorization", "").partition(" ")
        user_id = self.tokens.get(access) if kind == "Bearer" else None
        if user_id is None:
            return _unauthorized()
        user = _user(user_id) | {"mfa_enabled": False, "locale": self.locales.get(user_id, "en-US")}
        return self._answer("GET", "/users/@me", user)

    async def _instance(self, request: web.Request) -> web.Response:
        if request.headers.get("Authorization") != f"Bot {self.bot_token}":
            return _unauthorized()
        instance = self.instances.get(request.match_info["instance_id"])
        if request.match_info["application_id"] != self.client_id or instance is None:
            return web.json_response({"message": "Unknown Application", "code": 10002}, status=404)
        return self._answer("GET", "/applications/{application_id}/activity-instances/{instance_id}", instance)

    async def _member(self, request: web.Request) -> web.Response:
        if request.headers.get("Authorization") != f"Bot {self.bot_token}":
            return _unauthorized()
        guild_id, user_id = int(request.match_info["guild_id"]), int(request.match_info["user_id"])
        if user_id not in self.members.get(guild_id, set()):
            return web.json_response({"message": "Unknown Member", "code": 10007}, status=404)
        member: dict[str, object] = {
            "avatar": None,
            "banner": None,
            "communication_disabled_until": None,
            "flags": 0,
            "joined_at": "2026-01-01T00:00:00+00:00",
            "nick": None,
            "pending": False,
            "premium_since": None,
            "roles": [],
            "user": _user(user_id) | {"primary_guild": None},
            "mute": False,
            "deaf": False,
        }
        return self._answer("GET", "/guilds/{guild_id}/members/{user_id}", member)

    def _answer(self, method: str, template: str, body: dict) -> web.Response:
        self.problems += response_problems(method, template, json.loads(json.dumps(body)))
        return web.json_response(body)


def _user(user_id: int) -> dict[str, object]:
    """A user as Discord describes one, with the fields every answer that holds one carries."""
    return {
        "id": str(user_id),
        "username": f"user{user_id}",
        "avatar": None,
        "discriminator": "0",
        "public_flags": 0,
        "flags": 0,
        "global_name": None,
    }


def _invalid_grant() -> web.Response:
    return web.json_response({"error": "invalid_grant", "error_description": 'Invalid "code" in request.'}, status=400)


def _unauthorized() -> web.Response:
    return web.json_response({"message": "401: Unauthorized", "code": 0}, status=401)
