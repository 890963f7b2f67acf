"""What Salon sends is what Discord accepts: commands in both languages, panels within limits."""

import discord
import pytest

from bot.presenters import presenter_for
from bot.ui.panels import decision_panel, stamped
from bot.ui.verbs import custom_id
from engines.core import Decision, Option
from tests.support.discord_spec import command_name_problems, problems, schema_validator


async def test_command_payloads_validate_in_english_and_czech(simcord_env):
    tree = simcord_env.bot.tree
    payloads = [await c.get_translated_payload(tree, tree.translator) for c in tree._get_all_commands()]
    assert {p["name"] for p in payloads} >= {"game", "rules", "salon"}
    validator = schema_validator("ApplicationCommandUpdateRequest")
    for payload in payloads:
        errors = list(validator.iter_errors(payload))
        assert not errors, errors[0].message
        assert not command_name_problems(payload)
    game = next(p for p in payloads if p["name"] == "game")
    assert game["name_localizations"]["cs"] == "hra"
    new = next(o for o in game["options"] if o["name"] == "new")
    assert new["name_localizations"]["cs"] == "nová"
    assert len(str(payloads)) < 8000 * len(payloads)


def test_the_spec_check_catches_what_discord_would_refuse():
    body = {
        "content": "x" * 2500,
        "components": [{"type": 1, "components": [{"type": 2, "style": 1, "label": "ok", "custom_id": "c" * 150}]}],
    }
    assert problems("POST", "/channels/1/messages", body)
    assert not problems("POST", "/channels/1/messages", {"content": "fine"})
    # texts are checked by their length alone: just over a bound is caught, just at it is not
    for label, wrong in (("a label " + "x" * 72, False), ("a label " + "x" * 73, True)):
        button = {"type": 2, "style": 1, "label": label, "custom_id": "g:1"}
        found = problems("POST", "/channels/1/messages", {"components": [{"type": 1, "components": [button]}]})
        assert bool(found) == wrong, found
    # a component passed before is remembered as passing, and one beside it is still checked
    ok = {"type": 2, "style": 1, "label": "ok", "custom_id": "g:1"}
    for buttons, wrong in (([ok], False), ([ok, {**ok, "label": "x" * 81, "custom_id": "g:2"}], True)):
        found = problems("POST", "/channels/1/messages", {"components": [{"type": 1, "components": buttons}]})
        assert bool(found) == wrong, found
    # digits stand in by their length too: a snowflake of other characters, a nonce too long are caught
    for reference, nonce, wrong in (("12a", "1", True), ("123", "9" * 26, True), ("123", "9" * 25, False)):
        body = {"content": "a", "message_reference": {"message_id": reference}, "nonce": nonce}
        assert bool(problems("POST", "/channels/1/messages", body)) == wrong
    # ... and digits equal or not stay so: a user mentioned twice is caught, two users are not
    for users, wrong in ((["123", "456"], False), (["123", "123"], True)):
        body = {"content": "a", "allowed_mentions": {"parse": [], "users": users}}
        assert bool(problems("POST", "/channels/1/messages", body)) == wrong
    assert command_name_problems({"name": "Game"}) and command_name_problems({"name": "a b"})
    assert not command_name_problems({"name": "hra", "name_localizations": {"cs": "přisednout"}})


def _decision(count: int, final: bool = True) -> Decision:
    options = tuple(
        Option(
            id=f"space:{i}",
            label="bot.result_line",
            params={"place": i, "player": "x", "score": 0},
            action={"type": "place", "space": i} if final else None,
        )
        for i in range(count)
    )
    return Decision(kind="test", prompt="bot.choose", options=options)


@pytest.mark.parametrize("count", [1, 3, 10, 11, 25, 26, 100, 101, 240])
def test_any_number_of_options_fits_discords_limits(count):
    presenter = presenter_for("spectaculum")
    shown = []
    page = 0
    while True:
        panel = decision_panel(presenter, _decision(count), language="en", names=[], can_go_back=True, page=page)
        for control in stamped(panel.controls, "0123abcd", 2**62, ("a" * 100, "b" * 100)):
            assert len(custom_id(control.kind, 2**40, control.verb, 2**50, control.extra)) <= 100
            if control.kind == "select":
                assert 1 <= len(control.choices) <= 25
                assert all(len(label) <= 100 and len(value) <= 100 for value, label in control.choices)
                shown += [value for value, _ in control.choices]
            else:
                assert len(control.label) <= 80
                if control.verb == "o":
                    shown.append(control.token)
        assert len([c for c in panel.controls if c.kind == "select"]) + 1 <= 5  # action rows
        pager = [c for c in panel.controls if c.verb == f"pg{page + 1}" and not c.disabled]
        if not pager:
            break
        page += 1
    assert sorted(shown) == sorted(f"space:{i}" for i in range(count))


def test_buttons_of_a_panel_build_a_valid_discord_view():
    from bot.ui.components import build_view

    panel = decision_panel(presenter_for("spectaculum"), _decision(7), language="cs", names=[], can_go_back=True)
    view = build_view(5, 12, panel.controls)
    payload = {"content": panel.text, "components": view.to_components()}
    assert not problems("POST", "/channels/1/messages", payload)
    assert all(isinstance(item, discord.ui.DynamicItem) for item in view.children)
