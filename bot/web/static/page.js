// Salon's game page: follows the game live (Server-Sent Events) and steps through its history.
// The page is complete without this script; it only makes it move. No inline code anywhere:
// the content security policy allows this file alone.
// Inside Discord (activity.js signed the reader in and put this page in place of its own) the page
// never leaves: every request carries the seat's session in a header (no cookie crosses Discord's
// frame; the seat's image too is fetched so), the address keeps Discord's query parameters, and
// the news comes over a WebSocket, or is asked now and then where that fails.
"use strict";

(function () {
  const body = document.body;
  const $ = (id) => document.getElementById(id);
  const lang = document.documentElement.lang || "en";
  const timeFormat = new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" });

  function localTimes(root) {
    for (const el of root.querySelectorAll("time[data-ts]")) {
      el.textContent = timeFormat.format(new Date(Number(el.dataset.ts) * 1000));
    }
  }
  localTimes(document);
  if (!body.dataset.page) return; // a notice or a hand: nothing more to do

  const page = body.dataset.page;
  const activity = window.salonActivity || null;
  const sessionHeaders = activity && activity.session ? { "X-Salon-Session": activity.session } : {};
  const ask = (url, options = {}) =>
    fetch(url, { credentials: "same-origin", ...options, headers: { ...sessionHeaders, ...options.headers } });
  const slider = $("slider");
  const play = $("play");
  const figure = $("board-figure");
  let n = Number(body.dataset.n);
  let last = Number(body.dataset.last);
  let position = Number(body.dataset.position);
  let told = 0; // the last step whose narration the page has
  for (const li of $("narration").children) told = Math.max(told, Number(li.dataset.n));
  told = Math.max(told, n);
  let asked = 0; // answers to older requests are dropped
  let playing = null;
  let at = n; // the step asked for last (shown once its answer arrives)

  function fill(list, items, make) {
    list.replaceChildren(...items.map(make));
  }

  function address(step) {
    // the page's address at `step`; inside Discord, its own address with Discord's parameters kept
    if (!activity) return step === last ? page : page + "?at=" + step;
    const query = new URLSearchParams(location.search);
    if (step === last) query.delete("at");
    else query.set("at", String(step));
    return location.pathname + "?" + query;
  }

  function stepLinks() {
    const targets = { first: 0, prev: Math.max(n - 1, 0), next: Math.min(n + 1, last), now: last };
    for (const [id, target] of Object.entries(targets)) {
      const link = $(id);
      link.href = address(target);
      link.classList.toggle("disabled", target === n);
      link.setAttribute("aria-disabled", String(target === n));
    }
  }

  function narrationUpTo(step) {
    const list = $("narration");
    for (const li of list.children) {
      const told = Number(li.dataset.n);
      li.hidden = told > step;
      li.classList.toggle("current", told === step);
    }
    const current = list.querySelector("li.current");
    list.scrollTop = current ? current.offsetTop - list.clientHeight / 3 : 0;
  }

  function addNarration(entries) {
    const list = $("narration");
    for (const entry of entries) {
      const li = document.createElement("li");
      li.dataset.n = String(entry.n);
      const number = document.createElement("span");
      number.className = "n";
      number.textContent = String(entry.n);
      const text = document.createElement("span");
      text.innerHTML = entry.html; // built and escaped by the server
      li.append(number, " ", text);
      list.prepend(li); // the newest first
      told = Math.max(told, entry.n);
    }
  }

  function show(data) {
    n = data.n;
    last = data.last;
    position = data.position;
    body.dataset.n = String(n);
    body.dataset.last = String(last);
    body.dataset.position = String(position);
    told = Math.max(told, n); // the answer brought the narration up to n
    const live = n === last;
    const alt = (first) => first + "\n" + data.described; // the words that describe both images, sent once
    const boardShown = showImage($("board"), data.board, alt(data.alt), live && data.board_delta);
    // the summary's image is asked for once the board is shown: its drawing takes nothing from the board's
    showImage($("summary"), data.summary, alt(data.summary_alt), live && data.summary_delta, boardShown);
    $("board-link").href = data.board;
    $("text-board").replaceChildren(
      ...data.text_board.map((line) => Object.assign(document.createElement("li"), { textContent: line })),
    );
    $("latest").textContent = data.latest;
    $("headline").innerHTML = data.headline; // built and escaped by the server
    $("step-label").textContent = data.label;
    slider.max = String(last);
    slider.value = String(n);
    slider.setAttribute("aria-valuetext", data.label);
    const state = $("game-state");
    const past = n < last && data.status === "active";
    state.textContent = past ? body.dataset.past : data.state_text;
    state.className = "state state-" + (past ? "past" : data.status);
    const toMove = $("players").dataset.toMove;
    fill($("players"), data.players, (p) => {
      const li = document.createElement("li");
      li.className = p.acting ? "player acting" : "player";
      const name = document.createElement("bdi"); // a name keeps its direction to itself
      name.textContent = p.name;
      li.append(name);
      if (p.acting) {
        const mark = document.createElement("span");
        mark.className = "to-move";
        mark.textContent = toMove;
        li.append(" ", mark);
      }
      return li;
    });
    const deadline = $("deadline");
    deadline.hidden = !data.deadline;
    if (data.deadline) {
      deadline.replaceChildren(deadline.dataset.label || "", " ");
      const time = document.createElement("time");
      time.dataset.ts = String(data.deadline);
      time.dateTime = new Date(data.deadline * 1000).toISOString();
      deadline.append(time);
      localTimes(deadline);
    }
    $("result-section").hidden = !data.result.length;
    fill($("result"), data.result, (line) => {
      const li = document.createElement("li");
      li.innerHTML = line; // built and escaped by the server
      return li;
    });
    addNarration(data.narration);
    narrationUpTo(n);
    stepLinks();
    placeTargets();
    const url = address(n);
    if (location.pathname + location.search !== url) history.replaceState(null, "", url);
    return boardShown;
  }

  // the step asked for last, until its board is on screen (or will not be): what the seat's own
  // requests after a move wait for, so that they take nothing from the drawing of the move's board
  let stepComing = Promise.resolve();

  function go(step) {
    stepComing = toStep(step).catch(() => null);
  }

  async function toStep(step) {
    step = Math.min(Math.max(step, 0), last);
    at = step;
    slider.value = String(step);
    const ticket = ++asked;
    const after = Math.min(told, step);
    const newest = step === last; // the page follows the game: it stays on its newest step
    // the step's images may be WebP (every browser running this script shows it): a live step
    // then comes with what changed on them, to lay over what the page shows
    const accept = { Accept: "application/json, image/webp" };
    const response = await ask(page + "/at/" + step + ".json?after=" + after, { cache: "no-cache", headers: accept });
    if (!response.ok || ticket !== asked) return;
    const data = await response.json();
    if (ticket !== asked) return;
    const boardShown = show(data);
    // moves made while this was asked for: their news may have come with the answer's position
    // (and then the stream says nothing more), so the page goes on to the newest step itself
    if (newest && playing === null && data.last > data.n) return go(data.last);
    await boardShown;
  }

  // ------------------------------------------------------------ a step's images
  // The board and the summary each show a step's whole image. On a live step that follows the one
  // shown, only what changed since is downloaded (the new pixels, the rest transparent). It is
  // shown at once as an image over the image: no drawing, no encoding on the way to the screen.
  // Each layer is scaled by the browser on its own, so where the board is shown smaller than it
  // is, the edges of what changed blend a little with what was there before; the layers are put
  // together into the image's own picture (exactly the step's whole image) once the page is idle,
  // or at once when there are a few (one image, one alt text, what a reader saves or zooms, never
  // many layers). Anything else (a step of the history, a jump, a change that cannot be laid
  // over) shows the step's whole image.
  const absolute = (url) => new URL(url, location.href).href;
  const arriving = new WeakMap(); // base -> the last image asked for it: { whole, shown (a promise) }
  const shownNumber = new WeakMap(); // base -> the number of the image it shows (a later one is kept)
  const composed = new WeakMap(); // base -> the object URL of the image put together it shows
  const layers = new WeakMap(); // base -> the changes shown over it, in the order they came
  const MOST_LAYERS = 4;
  let imagesAsked = 0;
  for (const base of [$("board"), $("summary")]) {
    base.dataset.shows = base.src; // the whole of the step it shows
    layers.set(base, []);
    const follow = new ResizeObserver(() => placeLayers(base)); // a zoom, a narrower window
    follow.observe(base);
    if (base.offsetParent) follow.observe(base.offsetParent);
  }

  function showImage(base, whole, alt, change, first = null) {
    // `first`: what is shown before this image is asked for
    const number = ++imagesAsked;
    const coming = arriving.get(base);
    // a change to lay over the image still on its way (a step that followed closely, an AI's
    // after the reader's own): laid over it once it is shown, not the whole image instead
    const before = change && coming && coming.whole === absolute(change.over) ? coming.shown : null;
    const shown = Promise.all([before, first])
      .then(() => display(base, whole, alt, change, number))
      .catch((error) => console.error(error));
    arriving.set(base, { whole: absolute(whole), shown });
    return shown;
  }

  const outdone = (base, number) => (shownNumber.get(base) || 0) > number; // a later image is shown

  async function display(base, whole, alt, change, number, tries = 0) {
    let over = change && base.dataset.shows === absolute(change.over);
    if (over && !base.complete) over = await base.decode().then(() => true, () => false); // just swapped in
    const next = new Image();
    next.src = over ? change.src : whole;
    try {
      await next.decode(); // decoded before it is shown (off the main thread): it shows in the next frame
    } catch {
      if (outdone(base, number)) return;
      if (over) return display(base, whole, alt, null, number); // the change is gone
      if (tries < 3) {
        // refused for a moment (too many drawings asked of the server at once) or lost on the way
        await new Promise((resume) => setTimeout(resume, 1000 * 2 ** tries));
        if (!outdone(base, number)) return display(base, whole, alt, null, number, tries + 1);
      }
      return;
    }
    if (outdone(base, number)) return;
    if (over && !layOver(base, next)) return display(base, whole, alt, null, number);
    if (!over) {
      const previous = composed.get(base);
      composed.delete(base);
      base.src = whole;
      clearLayers(base);
      if (previous) URL.revokeObjectURL(previous); // its pixels are kept until the new ones are shown
    }
    base.alt = alt;
    base.dataset.shows = absolute(whole);
    shownNumber.set(base, number);
    placeTargets();
    if (over) {
      const put = () => putTogether(base, number);
      if (layers.get(base).length >= MOST_LAYERS) put();
      else if (window.requestIdleCallback) requestIdleCallback(put, { timeout: 2000 });
      else setTimeout(put, 500);
    }
  }

  function layOver(base, change) {
    // shows `change` over what `base` shows; false where they cannot be laid together (sizes that differ)
    const [width, height] = [base.naturalWidth, base.naturalHeight];
    if (!width || width !== change.naturalWidth || height !== change.naturalHeight) return false;
    const stack = layers.get(base);
    change.className = "layer";
    change.alt = ""; // the image under it says what it shows
    change.setAttribute("aria-hidden", "true");
    (stack.length ? stack[stack.length - 1] : base).after(change);
    stack.push(change);
    placeLayers(base);
    return true;
  }

  function clearLayers(base) {
    for (const layer of layers.get(base)) layer.remove();
    layers.set(base, []);
  }

  function placeLayers(base) {
    // exactly over the image, to fractions of a pixel (offsetLeft and clientWidth are rounded),
    // its corners as round
    const stack = layers.get(base);
    if (!stack.length) return;
    const box = base.getBoundingClientRect();
    const parent = base.offsetParent;
    const frame = parent ? parent.getBoundingClientRect() : { left: -scrollX, top: -scrollY };
    const place = {
      left: box.left - frame.left - (parent ? parent.clientLeft : 0) + "px",
      top: box.top - frame.top - (parent ? parent.clientTop : 0) + "px",
      width: box.width + "px",
      height: box.height + "px",
      borderRadius: getComputedStyle(base).borderRadius,
    };
    for (const layer of stack) Object.assign(layer.style, place);
  }

  async function putTogether(base, number) {
    // what the image and its layers show becomes the image's own picture, and the layers go; not
    // if anything was shown since (the next time puts that together)
    const stack = layers.get(base);
    const count = stack.length;
    const current = () => shownNumber.get(base) === number && layers.get(base) === stack && stack.length === count;
    if (!count || !current()) return;
    const canvas = document.createElement("canvas");
    [canvas.width, canvas.height] = [base.naturalWidth, base.naturalHeight];
    const context = canvas.getContext("2d");
    if (!context) return;
    for (const image of [base, ...stack]) context.drawImage(image, 0, 0);
    const blob = await new Promise((resolve) => {
      try {
        canvas.toBlob(resolve, "image/png");
      } catch {
        resolve(null); // a canvas holding another site's pixels is not given back: the layers stay
      }
    });
    if (!blob || !current()) return;
    const picture = URL.createObjectURL(blob);
    const decoded = new Image();
    decoded.src = picture;
    const ready = await decoded.decode().then(() => true, () => false);
    if (!ready || !current()) return URL.revokeObjectURL(picture);
    const previous = composed.get(base);
    composed.set(base, picture);
    base.src = picture;
    clearLayers(base);
    if (previous) URL.revokeObjectURL(previous);
  }

  let typing = null;
  slider.addEventListener("input", () => {
    clearTimeout(typing);
    typing = setTimeout(() => go(Number(slider.value)), 120);
  });
  const targets = { first: () => 0, prev: () => at - 1, next: () => at + 1, now: () => last };
  for (const [id, target] of Object.entries(targets)) {
    $(id).addEventListener("click", (event) => {
      event.preventDefault();
      stopReplay();
      go(target()); // from the step asked for last: two quick taps go two steps
    });
  }
  $("board-link").addEventListener("click", (event) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    zoom(!figure.classList.contains("zoomed"));
  });

  document.addEventListener("keydown", (event) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.defaultPrevented) return;
    const target = event.target;
    // a field (the slider too) moves itself: only the rest of the page steps here
    if (target.closest("input, textarea, select, [contenteditable]")) return;
    event.preventDefault();
    stopReplay();
    go(event.key === "ArrowLeft" ? at - 1 : at + 1);
  });

  function stopReplay() {
    if (playing !== null) clearInterval(playing);
    playing = null;
    play.textContent = play.dataset.play;
  }
  play.hidden = false;
  play.addEventListener("click", () => {
    if (playing !== null) return stopReplay();
    if (at >= last) go(0);
    play.textContent = play.dataset.pause;
    playing = setInterval(() => {
      if (at >= last) return stopReplay();
      go(at + 1);
    }, 900);
  });

  // ------------------------------------------------------------ the signed-in seat plays
  // The pending decision of the seat signed in (decision.json): choices that name something
  // on the board are buttons over it, the others buttons beside it; a chain goes on in place and
  // its complete action is sent once (POST move). Every text shown comes from the server.
  const decide = $("decide");
  const overBoard = $("targets");
  const board = $("board");
  // the smallest target, in CSS pixels: a finger's (44) on a touch screen, else a pointer's (24)
  const coarse = window.matchMedia("(pointer: coarse)");
  const smallest = () => (coarse.matches ? 44 : 24);
  let chain = { side: false, path: [] }; // where in the seat's decision chain the page is
  let decision = null; // the answer of decision.json being shown
  let decisionPosition = null; // the game's position that answer was given at
  let signedIn = Boolean(decide);
  let decisionAsked = 0; // answers to older requests are dropped
  let sending = false; // a move sent and not yet shown: nothing more is sent meanwhile
  let awaited = null; // the position the move sent leads to, until its news arrives
  let slowNews = null;
  let refocus = false; // the reader chose: focus goes on to the next choices (the keyboard's way)
  const chosen = new Set(); // a multi choice's ids picked so far
  const enoughFor = new WeakMap(); // a zoom's width that makes every target of a decision big enough

  function buttons() {
    return [...overBoard.querySelectorAll("button"), ...decide.querySelectorAll("button, input")];
  }

  function busy(on) {
    for (const control of buttons()) control.disabled = on || sending;
    if (!on) updateConfirm();
  }

  function tell(text, refused) {
    const said = $("said");
    said.textContent = text || "";
    said.classList.toggle("refused", Boolean(refused));
  }

  async function sentence(response) {
    const text = await response.text();
    try {
      return JSON.parse(text).error || text;
    } catch {
      return text; // a refusal before any game was read is one plain sentence
    }
  }

  function stepOf(src) {
    const found = /\/board\/(\d+)-/.exec(src);
    return found ? Number(found[1]) : null;
  }

  async function loadDecision(quiet) {
    if (!signedIn || body.dataset.status !== "active") {
      if (signedIn) tell(""); // the game is over: nothing more to decide or to say
      return showDecision(null);
    }
    const ticket = ++decisionAsked;
    const query = "?path=" + encodeURIComponent(chain.path.join(",")) + "&side=" + (chain.side ? 1 : 0);
    busy(true);
    let response;
    try {
      response = await ask(decide.dataset.decision + query, { cache: "no-store" });
    } catch {
      if (ticket === decisionAsked) busy(false);
      return; // offline for a moment: the next move's news asks again
    }
    if (ticket !== decisionAsked) return;
    if (response.status === 409 && (chain.path.length || chain.side)) {
      // the game moved on under the chain: its start as it is now
      if (!quiet) tell(await sentence(response), true);
      chain = { side: false, path: [] };
      return loadDecision(true);
    }
    if (response.status === 429) {
      const wait = Number(response.headers.get("Retry-After")) || 1;
      setTimeout(() => ticket === decisionAsked && loadDecision(quiet), wait * 1000);
      return;
    }
    if (!response.ok) {
      const why = await sentence(response);
      if (ticket !== decisionAsked) return;
      if (response.status === 403) signedIn = false; // the session ended: the page says why, once
      tell(why, true);
      return showDecision(null);
    }
    const data = await response.json();
    if (ticket !== decisionAsked) return;
    showDecision(data);
  }

  function optionButton(option, onBoard) {
    const button = document.createElement("button");
    button.type = "button";
    button.dataset.option = option.id;
    button.setAttribute("aria-label", option.label);
    if (onBoard) {
      button.className = "target";
      button.title = option.description ? option.label + " — " + option.description : option.label;
    } else {
      button.className = "choice";
      const label = document.createElement("span");
      label.className = "label";
      label.textContent = option.label;
      button.append(label);
      if (option.description) {
        const more = document.createElement("span");
        more.className = "description";
        more.textContent = option.description;
        button.append(more);
        button.setAttribute("aria-description", option.description);
      }
    }
    if (decision.max > 1) button.setAttribute("aria-pressed", "false");
    button.addEventListener("click", () => choose(option, button));
    return button;
  }

  function showDecision(data) {
    const hadFocus = decide && (decide.contains(document.activeElement) || overBoard.contains(document.activeElement));
    decision = data && data.status === "active" ? data : null;
    decisionPosition = data ? data.position : null;
    chosen.clear();
    if (!decide) return;
    const choices = $("choices");
    overBoard.replaceChildren();
    choices.replaceChildren();
    decide.hidden = !decision && !$("said").textContent;
    $("prompt").textContent = decision ? decision.waiting || decision.prompt : "";
    const number = $("number");
    $("number-choice").hidden = !decision || !decision.number;
    if (decision && decision.number) {
      [number.min, number.max] = decision.number.map(String);
      number.value = String(decision.number[0]);
    }
    $("confirm").hidden = !decision || !(decision.max > 1 || decision.number);
    $("back").hidden = !decision || !(decision.back || chain.side);
    const side = $("side-action");
    side.hidden = !decision || !decision.side_available;
    side.textContent = decision && decision.side_available ? decision.side_available.label : "";
    if (!decision) return placeTargets();
    for (const option of decision.options) {
      (option.box ? overBoard : choices).append(optionButton(option, Boolean(option.box)));
    }
    busy(false);
    followBoard();
    placeTargets();
    if (figure.classList.contains("zoomed")) zoom(true); // as large as this decision needs
    if (hadFocus) refocus = true;
    focusChoices();
  }

  function focusChoices() {
    // after a choice the keyboard goes on among the next ones (on the board once it is shown)
    if (!refocus || !decision) return;
    const first = [...decide.querySelectorAll("[data-option]"), ...overBoard.querySelectorAll("[data-option]")].find(
      (choice) => choice.getClientRects().length > 0,
    );
    if (!first && decision.options.some((option) => option.box)) return; // the board is on its way
    refocus = false;
    (first || $("decide-heading")).focus();
  }

  function followBoard() {
    // the decision refers to the latest board: a page that follows the game shows it
    const step = stepOf(decision.board.src);
    if (step === null || step <= last) return;
    const following = at === last && playing === null;
    last = step;
    if (following) go(step);
  }

  function updateConfirm() {
    if (!decision) return;
    const confirm = $("confirm");
    if (decision.max > 1) confirm.disabled = sending || chosen.size < decision.min || chosen.size > decision.max;
  }

  function choose(option, button) {
    if (sending || !decision) return;
    tell("");
    if (decision.max > 1) {
      // a multi choice: toggles, then Confirm sends them all at once
      if (chosen.has(option.id)) chosen.delete(option.id);
      else if (chosen.size < decision.max) chosen.add(option.id);
      button.setAttribute("aria-pressed", String(chosen.has(option.id)));
      return updateConfirm();
    }
    refocus = true;
    if (option.final) return send({ choice: option.id });
    // on from where the server settled the chain (the steps that were no choice taken on the way)
    chain = { side: chain.side, path: [...decision.path, option.id] };
    loadDecision();
  }

  async function send(chosenPart) {
    if (sending || !decision) return;
    sending = true;
    busy(true);
    // `shown`: the decision as it was shown, so that the others' moves in a simultaneous phase
    // that leave it as it is do not make the choice stale
    const move = {
      position: decision.position,
      shown: decision.shown,
      side: chain.side,
      path: decision.path,
      choice: null,
      ids: null,
      value: null,
    };
    let response;
    try {
      response = await ask(decide.dataset.move, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...move, ...chosenPart }),
      });
    } catch {
      sending = false;
      busy(false); // not sent: the same choice may be tried again
      return;
    }
    if (response.status === 429) {
      sending = false;
      tell(await sentence(response), true);
      const wait = Number(response.headers.get("Retry-After")) || 1;
      setTimeout(() => busy(false), wait * 1000);
      return;
    }
    chain = { side: false, path: [] };
    if (!response.ok) {
      sending = false;
      tell(await sentence(response), true);
      return loadDecision(true);
    }
    const done = await response.json();
    tell(done.done || "");
    // the choices stay disabled until the news of the move (the board, whose turn) has arrived
    awaited = done.position;
    if (position >= awaited) return caughtUp();
    clearTimeout(slowNews);
    slowNews = setTimeout(caughtUp, 5000); // the stream may be slow or closed: ask anyway
  }

  function caughtUp() {
    awaited = null;
    clearTimeout(slowNews);
    sending = false;
    afterTheBoard();
  }

  function afterTheBoard() {
    // the board first: the seat's next decision (lit over that board), its hand and its image are
    // asked for once it is shown, and take nothing from the server's drawing of it meanwhile;
    // the choices shown, of the position before, wait disabled. A game over has nothing more to decide.
    if (body.dataset.status !== "active") return loadDecision(true);
    busy(true);
    boardShown().then(() => {
      loadDecision(true);
      refreshSeat();
    });
  }

  async function boardShown() {
    // the newest step asked for is shown (a step asked for before it ends early once it is)
    let coming;
    do {
      coming = stepComing;
      await coming;
    } while (coming !== stepComing);
  }

  async function refreshSeat() {
    const seat = $("seat");
    if (!seat || !signedIn || body.dataset.status !== "active") return;
    let response;
    try {
      response = await ask(seat.dataset.seat, { cache: "no-store" });
    } catch {
      return;
    }
    if (!response.ok) return; // a session that ended is told by the decision's answer
    const data = await response.json();
    $("signed-in").innerHTML = data.signed_in; // built and escaped by the server
    $("seat-hand").innerHTML = data.hand; // built and escaped by the server
    showSeatImage(data.image);
    $("seat-image").alt = data.alt;
  }

  async function showSeatImage(src) {
    const image = $("seat-image");
    if (!activity) {
      if (image.getAttribute("src") !== src) image.src = src;
      return;
    }
    if (image.dataset.shown === src) return;
    image.dataset.shown = src;
    let response;
    try {
      response = await ask(src, { cache: "no-store" });
    } catch {
      image.dataset.shown = ""; // the next move's news asks again
      return;
    }
    if (!response.ok || image.dataset.shown !== src) return;
    const picture = URL.createObjectURL(await response.blob());
    if (image.dataset.shown !== src) return URL.revokeObjectURL(picture);
    if (image.src.startsWith("blob:")) URL.revokeObjectURL(image.src);
    image.src = picture;
  }
  if (activity && $("seat-image")) showSeatImage($("seat-image").dataset.seatSrc);

  function moved() {
    if (!decide) return;
    if (awaited !== null && position >= awaited) return caughtUp();
    if (sending) return; // a move in flight reloads both once it is answered
    afterTheBoard(); // the chain so far stays while it is still the seat's decision
  }

  function grown([left, top, right, bottom], width, height, least) {
    // a target smaller than `least` grows around its centre, kept inside the board
    const w = Math.max(right - left, least);
    const h = Math.max(bottom - top, least);
    const x = Math.min(Math.max((left + right - w) / 2, 0), Math.max(width - w, 0));
    const y = Math.min(Math.max((top + bottom - h) / 2, 0), Math.max(height - h, 0));
    return [x, y, x + w, y + h];
  }

  function overlap(a, b) {
    return a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];
  }

  function placeTargets() {
    if (!overBoard) return;
    const shown =
      decision !== null && n === last && board.complete && board.dataset.shows === absolute(decision.board.src);
    overBoard.hidden = !shown;
    if (!shown) return;
    const boxes = decision.options.filter((option) => option.box).map((option) => option.box);
    const scaled = boxes.map((box) => box.map((side) => (side * board.clientWidth) / decision.board.width));
    const width = board.clientWidth;
    const height = board.clientHeight;
    const growing = (size) => scaled.map((box) => grown(box, width, height, size));
    const apart = (boxes) => !boxes.some((a, i) => boxes.some((b, j) => i < j && overlap(a, b)));
    let placed = growing(smallest());
    const crowded = !apart(placed);
    // grown they would cover each other: as large as they stay apart, and a zoom makes them big enough
    for (let size = smallest() - 2; crowded && size > 0 && !apart(placed); size -= 2) placed = growing(size);
    if (!apart(placed)) placed = scaled;
    const least = Math.min(...scaled.map(([l, t, r, b]) => Math.min(r - l, b - t)));
    enoughFor.set(decision, crowded ? Math.ceil((width * smallest()) / least) : 0);
    const zoomed = figure.classList.contains("zoomed");
    const zoomButton = $("zoom");
    zoomButton.hidden = !crowded && !zoomed;
    zoomButton.setAttribute("aria-pressed", String(zoomed));
    [...overBoard.children].forEach((button, i) => {
      const [left, top, right, bottom] = placed[i];
      button.style.left = board.offsetLeft + left + "px";
      button.style.top = board.offsetTop + top + "px";
      button.style.width = right - left + "px";
      button.style.height = bottom - top + "px";
    });
    focusChoices();
  }

  function zoom(on) {
    figure.classList.toggle("zoomed", on);
    // zoomed: the board at full size, or larger where the decision's overBoard need it
    const needed = decision ? enoughFor.get(decision) || 0 : 0;
    board.style.width = on ? Math.max(board.naturalWidth, Math.min(needed, 4 * board.naturalWidth)) + "px" : "";
    placeTargets();
  }

  function zoomToChoices() {
    const zoomed = !figure.classList.contains("zoomed");
    zoom(zoomed);
    const first = overBoard.querySelector("button");
    if (!zoomed) figure.scrollIntoView({ block: "nearest" });
    else if (first && !overBoard.hidden) first.scrollIntoView({ block: "center", inline: "center" });
  }

  if (decide) {
    $("back").addEventListener("click", () => {
      if (sending) return;
      tell("");
      chain = decision && decision.back_to ? { side: chain.side, path: decision.back_to } : { side: false, path: [] };
      loadDecision();
    });
    $("side-action").addEventListener("click", () => {
      if (sending) return;
      tell("");
      chain = { side: true, path: [] };
      loadDecision();
    });
    $("confirm").addEventListener("click", () => {
      if (!decision) return;
      tell("");
      if (decision.max > 1) return send({ ids: [...chosen] });
      const value = Number($("number").value);
      if (Number.isInteger(value)) send({ value });
    });
    $("zoom").addEventListener("click", zoomToChoices);
    new ResizeObserver(() => placeTargets()).observe(board);
    board.addEventListener("load", () => placeTargets());
    loadDecision(true);
  }

  let comingChange = null; // held until it is in: an image nobody holds may be dropped half-way

  function changeComing(tag) {
    // what changed on the board since the step it shows, asked for as the news of the step right
    // after comes: the change drawn as that news went out, which the step's JSON (asked beside it)
    // names; the browser gives it the image asked here (or still on its way) rather than ask
    // again. A page further behind asks for nothing: a change from its board would be drawn for
    // it alone, on a server busy drawing the steps that keep coming, so it lays the changes
    // drawn for everyone one after the other.
    // (the step its board shows, or will once the change on its way is laid: the reader's own
    // click often comes while the AI's step before is still on its way)
    const coming = arriving.get($("board"));
    const showing = coming ? coming.whole : $("board").dataset.shows || "";
    const shown = /\/board\/(\d+-\d+-[0-9a-f]{8})\.png$/.exec(showing);
    if (!tag || !shown || stepOf("/board/" + tag) !== stepOf(shown[0]) + 1) return;
    comingChange = new Image();
    comingChange.src = page + "/delta/board/" + shown[1] + "/" + tag + ".png";
  }

  function news(data) {
    // the game's last step, position and status, told by the live stream (or a poll)
    if (data.position !== position) {
      const following = at === last && playing === null;
      if (data.last < told) {
        // an undo: the steps after the new last are gone
        for (const li of [...$("narration").children]) if (Number(li.dataset.n) > data.last) li.remove();
        told = data.last;
      }
      last = data.last;
      position = data.position;
      body.dataset.status = data.status;
      if (following) changeComing(data.tag);
      go(following ? data.last : Math.min(at, data.last));
    }
    // the page may have seen this position already (a step's answer tells it too), yet the
    // seat's decision was asked before it: only the decision's own position says it is current
    if (decisionPosition !== data.position) moved();
  }

  // EventSource gives up for good after a refused answer (429: too many streams from this
  // address, 503: the server is full), so the page opens a new one a little later itself
  let wait = 5000;
  function follow() {
    const stream = new EventSource(page + "/events");
    stream.addEventListener("open", () => {
      wait = 5000;
    });
    stream.addEventListener("error", () => {
      if (stream.readyState !== EventSource.CLOSED || body.dataset.status !== "active") return;
      setTimeout(follow, wait + Math.random() * 1000);
      wait = Math.min(wait * 2, 120000);
    });
    stream.addEventListener("moved", (event) => {
      news(JSON.parse(event.data));
      if (body.dataset.status !== "active") stream.close();
    });
  }

  // Inside Discord: a WebSocket (what Discord's proxy carries). One that closes is opened again a
  // little later, ever later while it keeps failing; while none is open the page asks for the news
  // now and then (a proxy may carry no WebSocket at all, or fail to for a while)
  const POLL = 4000;
  let polling = 0; // the round of looks at the news going on (0: none, a WebSocket is open)
  let pollRounds = 0;
  function followInDiscord() {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    const socket = new WebSocket(scheme + "//" + location.host + page + "/live");
    let opened = false;
    socket.addEventListener("open", () => {
      opened = true;
      wait = 5000;
      polling = 0;
    });
    socket.addEventListener("message", (event) => {
      news(JSON.parse(event.data));
      if (body.dataset.status !== "active") socket.close();
    });
    socket.addEventListener("close", () => {
      if (body.dataset.status !== "active") return;
      if (!opened && !polling) {
        polling = ++pollRounds;
        poll(polling);
      }
      setTimeout(followInDiscord, wait + Math.random() * 1000);
      wait = Math.min(wait * 2, 120000);
    });
  }

  async function poll(round) {
    if (round !== polling) return;
    try {
      const response = await ask(page + "/live", { cache: "no-store" });
      if (response.ok) news(await response.json());
    } catch {
      // offline for a moment: the next poll asks again
    }
    if (round === polling && body.dataset.status === "active") setTimeout(() => poll(round), POLL);
  }

  if (body.dataset.status === "active") {
    if (activity) followInDiscord();
    else if (window.EventSource) follow();
  }
  narrationUpTo(n);
  stepLinks();
})();
