// The page inside Discord (an Activity). Discord loads Salon's address in its frame with its own
// query parameters (frame_id, instance_id, platform, guild_id, channel_id, custom_id …); this
// script speaks to the Discord client through its Embedded App SDK (vendored, served by Salon),
// signs the reader in (ready, authorize with the identify scope, Salon's server exchanges the
// code and says which game and which seat, authenticate), then puts the game's page in place of
// this one without leaving it: Discord's parameters stay in the address, and the page's script
// (page.js) sends the seat's session with every request it makes, in a header (no cookie crosses
// Discord's frame). Every text shown comes from the HTML or from the server's answers.
import { DiscordSDK } from "./vendor/embedded-app-sdk-2.5.0/index.mjs";

const shell = document.getElementById("activity");
const status = document.getElementById("activity-status");
const clientId = document.querySelector('meta[name="salon-client-id"]').content;

class Refused extends Error {} // Salon's server said why, in one sentence

async function signIn() {
  // opened in a tab of its own, there is no Discord client to answer, and the SDK would wait for ever
  if (window.parent === window) throw new Error("not inside Discord's frame");
  const discord = new DiscordSDK(clientId);
  await discord.ready();
  const { code } = await discord.commands.authorize({
    client_id: clientId,
    response_type: "code",
    state: "",
    prompt: "none",
    scope: ["identify"],
  });
  const response = await fetch("/activity/session", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    credentials: "same-origin",
    body: JSON.stringify({
      code,
      instance_id: discord.instanceId,
      guild_id: discord.guildId,
      channel_id: discord.channelId,
      custom_id: discord.customId,
    }),
  });
  let answer = {};
  try {
    answer = await response.json();
  } catch {
    // not Salon's answer (a proxy's page): said below as any failure
  }
  if (!response.ok) throw new Refused(answer.error || shell.dataset.failed);
  await discord.commands.authenticate({ access_token: answer.access_token });
  return answer;
}

async function showGame(answer) {
  // the session goes to page.js, which sends it with each of its requests
  window.salonActivity = Object.freeze({ session: answer.session || null });
  const headers = answer.session ? { "X-Salon-Session": answer.session } : {};
  const at = new URLSearchParams(location.search).get("at"); // a step of the history, kept over a reload
  const address = answer.page + (at ? "?at=" + encodeURIComponent(at) : "");
  const response = await fetch(address, { headers, credentials: "same-origin", cache: "no-store" });
  const game = new DOMParser().parseFromString(await response.text(), "text/html");
  // the seat's image needs the session too: page.js fetches it with the header, not the browser without
  const seatImage = game.getElementById("seat-image");
  if (seatImage) {
    seatImage.dataset.seatSrc = seatImage.getAttribute("src");
    seatImage.removeAttribute("src");
  }
  if (answer.notice && !game.getElementById("why")) {
    const why = game.createElement("p");
    why.id = "why";
    why.setAttribute("role", "status");
    why.textContent = answer.notice;
    (game.querySelector("header.top") || game.body).append(why);
  }
  document.title = game.title;
  document.documentElement.lang = game.documentElement.lang;
  for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);
  for (const name of game.body.getAttributeNames()) document.body.setAttribute(name, game.body.getAttribute(name));
  document.body.replaceChildren(...[...game.body.childNodes].map((node) => document.adoptNode(node)));
  const script = game.querySelector('script[src*="/page.js"]');
  if (script) {
    const running = document.createElement("script");
    running.src = script.getAttribute("src");
    document.head.append(running);
  }
}

try {
  const answer = await signIn();
  if (answer.page) await showGame(answer);
  else status.textContent = answer.notice || shell.dataset.failed;
} catch (error) {
  if (error instanceof Refused) status.textContent = error.message;
  else if (error instanceof TypeError) status.textContent = shell.dataset.offline; // fetch's "the network failed"
  else status.textContent = shell.dataset.failed; // outside Discord, or Discord refused or closed the sign-in
}
