// Salon's game page: follows the game live (Server-Sent Events) and steps through its history.
// The page is complete without this script; it only makes it move. No inline code anywhere:
// the content security policy allows this file alone.
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

  function stepLinks() {
    const targets = { first: 0, prev: Math.max(n - 1, 0), next: Math.min(n + 1, last), now: last };
    for (const [id, target] of Object.entries(targets)) {
      const link = $(id);
      link.href = page + "?at=" + target;
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
    const board = $("board");
    const next = new Image();
    next.onload = () => {
      board.src = data.board;
      board.alt = data.alt;
    };
    next.src = data.board;
    $("board-link").href = data.board;
    $("summary").src = data.summary;
    $("summary").alt = data.summary_alt;
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
    state.textContent = data.state_text;
    state.className = "state state-" + data.status;
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
    const url = n === last ? page : page + "?at=" + n;
    if (location.pathname + location.search !== url) history.replaceState(null, "", url);
  }

  async function go(step) {
    step = Math.min(Math.max(step, 0), last);
    at = step;
    slider.value = String(step);
    const ticket = ++asked;
    const after = Math.min(told, step);
    const response = await fetch(page + "/at/" + step + ".json?after=" + after, { cache: "no-cache" });
    if (!response.ok || ticket !== asked) return;
    show(await response.json());
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
    figure.classList.toggle("zoomed");
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

  // EventSource gives up for good after a refused answer (429: too many streams from this
  // address, 503: the server is full), so the page opens a new one a little later itself
  let wait = 5000;
  function follow() {
    const news = new EventSource(page + "/events");
    news.addEventListener("open", () => {
      wait = 5000;
    });
    news.addEventListener("error", () => {
      if (news.readyState !== EventSource.CLOSED || body.dataset.status !== "active") return;
      setTimeout(follow, wait + Math.random() * 1000);
      wait = Math.min(wait * 2, 120000);
    });
    news.addEventListener("moved", (event) => {
      const data = JSON.parse(event.data);
      if (data.position === position) return;
      const following = at === last && playing === null;
      if (data.last < told) {
        // an undo: the steps after the new last are gone
        for (const li of [...$("narration").children]) if (Number(li.dataset.n) > data.last) li.remove();
        told = data.last;
      }
      last = data.last;
      position = data.position;
      body.dataset.status = data.status;
      go(following ? data.last : Math.min(at, data.last));
      if (data.status !== "active") news.close();
    });
  }
  if (window.EventSource && body.dataset.status === "active") follow();
  narrationUpTo(n);
  stepLinks();
})();
