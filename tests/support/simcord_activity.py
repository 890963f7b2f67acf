"""What SimCord does not model of Discord's Activities, answered as Discord does (its API
description, tests/support/discord_api, and its documentation of Activities):

- the LAUNCH_ACTIVITY interaction callback (type 12): allowed as the first answer to a command,
  a component or a modal, and answered with the activity instance it launched;
- the application's primary entry point command (type 4, with its `handler`), which Discord makes
  when Activities are enabled, and its rule for a bulk overwrite of the global commands: one
  without the entry point is refused ("You cannot remove this app's Entry Point command in a bulk
  update operation", code 50240).

`Activities.install(monkeypatch)` puts both in SimCord's route table for one test."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from simcord.backend import errors
from simcord.backend.errors import BackendError
from simcord.http import router
from simcord.http.routes import commands as command_routes
from simcord.http.routes import interactions

from tests.support.discord_spec import response_problems

LAUNCH_ACTIVITY = 12
ENTRY_POINT = 4
LAUNCHABLE = (2, 3, 5)  # APPLICATION_COMMAND, MESSAGE_COMPONENT, MODAL_SUBMIT
CALLBACK = "/interactions/{interaction_id}/{interaction_token}/callback"
ENTRY_POINT_REMOVED = (
    "You cannot remove this app's Entry Point command in a bulk update operation. "
    "Please include the Entry Point command in your update request or delete it separately."
)


@dataclass
class Launch:
    """An Activity Discord launched: for whom, where, and the instance it made."""

    user_id: int
    channel_id: int
    guild_id: int | None
    instance_id: str


@dataclass
class Activities:
    launches: list[Launch] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)  # answers that broke Discord's API description

    def install(self, monkeypatch) -> None:
        posts = router._ROUTES["POST"]
        puts = router._ROUTES["PUT"]
        monkeypatch.setitem(
            router._ROUTES,
            "POST",
            [self._wrapped(route, interactions.interaction_callback, self._callback) for route in posts],
        )
        monkeypatch.setitem(
            router._ROUTES,
            "PUT",
            [self._wrapped(route, command_routes.bulk_upsert_global_commands, self._bulk_global) for route in puts],
        )

    @staticmethod
    def _wrapped(route, original, handler):
        template, function = route
        if function is not original:
            return route
        return template, lambda ctx: handler(ctx, original)

    def _callback(self, ctx: router.RequestContext, original) -> Any:
        if ctx.body().get("type") != LAUNCH_ACTIVITY:
            return original(ctx)
        ctx.fields("type")  # a launch carries nothing else
        record = ctx.backend.interactions.get(ctx.int_arg("interaction_id"))
        if record is None or record.token != ctx.args["token"]:
            raise errors.unknown_interaction()
        if record.responded:
            raise errors.already_acknowledged()
        if record.type not in LAUNCHABLE:
            raise errors.invalid_form_body("LAUNCH_ACTIVITY answers a command, a component or a modal only")
        instance_id = f"i-{ctx.backend.snowflake()}-gc-{record.channel_id}"
        record.pong()  # acknowledged, and no message
        self.launches.append(Launch(record.user_id, record.channel_id, record.guild_id, instance_id))
        answer = {
            "interaction": {"id": str(record.id), "type": record.type, "activity_instance_id": instance_id},
            "resource": {"type": LAUNCH_ACTIVITY, "activity_instance": {"id": instance_id}},
        }
        self.problems += response_problems("POST", CALLBACK, answer)
        return answer

    def _bulk_global(self, ctx: router.RequestContext, original) -> Any:
        backend = ctx.backend
        present = [c for c in backend.commands.get(None, {}).values() if c.get("type") == ENTRY_POINT]
        sent = [c for c in ctx.json or [] if isinstance(c, dict) and c.get("type") == ENTRY_POINT]
        if present and not any(c.get("id") == present[0]["id"] or c.get("name") == present[0]["name"] for c in sent):
            raise BackendError(400, 50240, ENTRY_POINT_REMOVED)
        ctx.json = [c for c in ctx.json or [] if c not in sent]
        registered = original(ctx)
        kept = [{**present[0], **command} if present else command for command in sent]
        for command in kept:
            backend.commands[None][(command["name"], ENTRY_POINT)] = command
        return registered + kept

    @staticmethod
    def enable(backend) -> dict:
        """What enabling Activities in the developer portal does: Discord makes the default entry
        point command, "launch", whose handler (2: DISCORD_LAUNCH_ACTIVITY) launches the Activity
        without the app."""
        command = {
            "id": str(backend.snowflake()),
            "application_id": str(backend.application_id),
            "version": str(backend.snowflake()),
            "type": ENTRY_POINT,
            "name": "launch",
            "description": "",
            "default_member_permissions": None,
            "dm_permission": True,
            "contexts": [0, 1, 2],
            "integration_types": [0, 1],
            "handler": 2,
            "nsfw": False,
        }
        backend.commands.setdefault(None, {})[("launch", ENTRY_POINT)] = command
        return command
