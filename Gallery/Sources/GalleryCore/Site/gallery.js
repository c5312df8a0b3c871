// The gallery's page: sends the list's input to the server and draws each frame it sends back.
// The protocol is in docs/gallery.md.
(() => {
  'use strict';
  const id = decodeURIComponent(location.pathname.replace(/^\/s\//, ''));
  const $ = (name) => document.getElementById(name);
  const phone = $('phone'), content = $('content'), log = $('log'), status = $('status');
  let socket = null, hello = null, latest = null, drawn = null, layoutKey = '';
  const componentViews = new Map();
  const buttons = [['begin', 'beginRefreshing'], ['no-more-data', 'noMoreData'],
    ['reset-no-more-data', 'resetNoMoreData'], ['leave-and-return', 'leaveAndReturn'],
    ['restart', 'restart']];
  const down = new Set();

  function send(message) {
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  }

  function connect() {
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    socket = new WebSocket(`${scheme}://${location.host}/ws`);
    socket.onopen = () => send({ type: 'open', scenario: id });
    socket.onmessage = (event) => receive(JSON.parse(event.data));
    socket.onclose = () => {
      status.textContent = 'Disconnected: reload the page to start again.';
      phone.dataset.connected = '0';
    };
  }

  function receive(message) {
    switch (message.type) {
      case 'hello': return greet(message);
      case 'frame': latest = message; phone.dataset.received = message.seq; return;
      case 'transition':
        return note(`${message.time.toFixed(2)} s · ${message.component} ${message.from} → ${message.to} (${message.reason})`, 'transition');
      case 'event': return note(`${message.time.toFixed(2)} s · ${message.text}`, 'event');
      case 'error':
        console.warn('gallery error', message);
        return note(`error ${message.code}: ${message.message}`, 'error');
    }
  }

  function note(text, kind) {
    const item = document.createElement('li');
    item.className = kind;
    item.textContent = text;
    log.prepend(item);
    while (log.children.length > 200) log.lastElementChild.remove();
  }

  function greet(message) {
    hello = message;
    const s = message.scenario;
    document.title = `${s.title} · RefreshKit gallery`;
    $('title').textContent = s.title;
    $('summary').textContent = s.example === 'beyond MJRefresh' ? `${s.summary} (beyond MJRefresh)`
      : s.group === 'Beyond MJRefresh' ? `${s.summary} (RefreshKit's ${s.example})` : `${s.summary} (MJRefresh's ${s.example})`;
    $('bar-title').textContent = s.title;
    $('bar').classList.toggle('hidden', message.barHeight === 0);
    const select = $('language');
    select.textContent = '';
    for (const language of message.languages) {
      const option = new Option(language.name, language.code);
      select.appendChild(option);
    }
    select.value = message.controls.language;
    $('load-time').value = message.controls.loadTime;
    $('load-time-value').textContent = `${message.controls.loadTime} s`;
    $('failure').checked = message.controls.failure;
    $('animations').checked = message.controls.animations;
    for (const [button, name] of buttons) $(button).disabled = !message.actions.includes(name);
    for (const view of componentViews.values()) { view.element.remove(); view.floor?.remove(); }
    componentViews.clear();
    layoutKey = '';
    shopKey = '';
    if (shopList) { for (const old of content.querySelectorAll('.shop-banner, .shop-tabs, .shop-list')) old.remove(); shopList = null; }
    drawn = null;
    phone.dataset.connected = '1';
    note(`— ${s.title} —`, 'event');
  }

  // Input: pointer events (mouse, touch and pen alike) and the wheel, in the phone's points.
  function point(event) {
    const box = phone.getBoundingClientRect();
    return { x: event.clientX - box.left - phone.clientLeft, y: event.clientY - box.top - phone.clientTop };
  }
  function forward(phase, event) {
    const p = point(event);
    send({ type: 'pointer', phase, x: p.x, y: p.y, t: event.timeStamp, id: event.pointerId });
  }
  phone.addEventListener('pointerdown', (event) => {
    if (down.size > 0) return;
    down.add(event.pointerId);
    phone.setPointerCapture(event.pointerId);
    forward('down', event);
  });
  // Moves go at most once a display frame, the latest one, so that a 1,000 Hz mouse sends no
  // more than a 60 Hz one; the up always follows the last move.
  let pendingMove = null;
  function flushMove() {
    if (pendingMove) { send(pendingMove); pendingMove = null; }
  }
  phone.addEventListener('pointermove', (event) => {
    if (!down.has(event.pointerId)) return;
    const p = point(event);
    const first = pendingMove === null;
    pendingMove = { type: 'pointer', phase: 'move', x: p.x, y: p.y, t: event.timeStamp, id: event.pointerId };
    if (first) requestAnimationFrame(flushMove);
  });
  for (const [type, phase] of [['pointerup', 'up'], ['pointercancel', 'cancel']]) {
    phone.addEventListener(type, (event) => {
      if (!down.delete(event.pointerId)) return;
      flushMove();
      forward(phase, event);
    });
  }
  phone.addEventListener('wheel', (event) => {
    event.preventDefault();
    const scale = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? 600 : 1;
    send({ type: 'wheel', dx: event.deltaX * scale, dy: event.deltaY * scale, t: event.timeStamp });
  }, { passive: false });

  // Controls
  $('language').addEventListener('change', (e) => send({ type: 'set', control: 'language', value: e.target.value }));
  $('load-time').addEventListener('input', (e) => {
    $('load-time-value').textContent = `${e.target.value} s`;
    send({ type: 'set', control: 'loadTime', value: Number(e.target.value) });
  });
  $('failure').addEventListener('change', (e) => send({ type: 'set', control: 'failure', value: e.target.checked }));
  $('animations').addEventListener('change', (e) => send({ type: 'set', control: 'animations', value: e.target.checked }));
  for (const [button, name] of buttons) {
    $(button).addEventListener('click', () => send({ type: 'action', name }));
  }

  // Drawing
  function place(element, frame) {
    element.style.left = `${frame.x}px`;
    element.style.top = `${frame.y}px`;
    element.style.width = `${frame.w}px`;
    element.style.height = `${frame.h}px`;
  }
  function show(element, visible) { element.style.display = visible ? '' : 'none'; }
  function parts(view, kind, count, make) {
    const list = view[kind];
    while (list.length < count) { const part = make(); view.element.appendChild(part); list.push(part); }
    while (list.length > count) list.pop().remove();
    return list;
  }
  function div(className) { const element = document.createElement('div'); element.className = className; return element; }
  const SVG = 'http://www.w3.org/2000/svg';

  // A shop page: the banner and the tab bar in the page's content, and the list of the tab
  // that shows in a window below them, moved by its own offset.
  let shopList = null, shopKey = '';
  function drawShop(shop) {
    if (!shopList) {
      const banner = div('shop-banner');
      banner.style.height = `${shop.bannerHeight}px`;
      banner.textContent = 'Spring sale';
      const bar = div('shop-tabs');
      bar.style.top = `${shop.bannerHeight}px`;
      bar.style.height = `${shop.tabBarHeight}px`;
      for (const tab of shop.tabs) {
        const button = div('shop-tab');
        button.textContent = tab.title;
        bar.appendChild(button);
      }
      const window = div('shop-list');
      window.style.top = `${shop.listTop}px`;
      window.style.height = `${shop.listHeight}px`;
      shopList = div('shop-list-content');
      window.appendChild(shopList);
      content.prepend(banner, bar, window);
    }
    const tab = shop.tabs[shop.selected];
    const key = `${shop.selected}|${tab.items}`;
    if (key !== shopKey) {
      shopKey = key;
      for (const old of shopList.querySelectorAll('.row')) old.remove();
      const fragment = document.createDocumentFragment();
      for (let i = 0; i < tab.items; i++) {
        const row = div('row');
        row.style.top = `${i * 44}px`;
        row.textContent = `${tab.title} · ${hello.scenario.rowTitle} ${i + 1}`;
        fragment.appendChild(row);
      }
      shopList.prepend(fragment);
      content.querySelectorAll('.shop-tab').forEach((button, i) => button.classList.toggle('selected', i === shop.selected));
    }
    shopList.style.height = `${tab.contentHeight}px`;
    shopList.style.transform = `translate(0, ${-tab.offset}px)`;
    phone.dataset.tab = tab.title;
    phone.dataset.listOffset = tab.offset;
    return tab;
  }

  function drawContent(frame) {
    const scenario = hello.scenario;
    if (frame.shop) {
      content.style.height = `${frame.contentSize.y}px`;
      content.style.transform = `translate(${-frame.offset.x}px, ${-frame.offset.y}px)`;
      return drawShop(frame.shop);
    }
    const key = `${frame.firstItem}|${frame.items}|${frame.contentSize.x}|${frame.contentSize.y}`;
    if (key !== layoutKey) {
      layoutKey = key;
      for (const old of content.querySelectorAll('.row, .cell, .page, .section-header')) old.remove();
      const fragment = document.createDocumentFragment();
      if (scenario.layout === 'rows') {
        for (let i = 0; i < frame.items; i++) {
          const row = div('row');
          row.style.top = `${i * 44}px`;
          row.textContent = `${scenario.rowTitle} ${frame.firstItem + i}`;
          fragment.appendChild(row);
        }
      } else if (scenario.layout === 'grid') {
        const header = div('section-header');
        header.id = 'section-header';
        header.textContent = 'Section';
        fragment.appendChild(header);
        for (let i = 0; i < frame.items; i++) {
          const cell = div('cell');
          cell.style.left = `${20 + (i % 3) * 127.5}px`;
          cell.style.top = `${50 + Math.floor(i / 3) * 100}px`;
          cell.style.background = `hsl(${(i * 37) % 360} 60% 55%)`;
          cell.textContent = `${i + 1}`;
          fragment.appendChild(cell);
        }
      } else {
        for (let i = 0; i < frame.items; i++) {
          const page = div('page');
          page.style.left = `${i * 375}px`;
          page.style.height = `${frame.contentSize.y}px`;
          page.style.background = `hsl(${200 + i * 30} 55% 50%)`;
          page.textContent = `Page ${i + 1}`;
          fragment.appendChild(page);
        }
      }
      content.prepend(fragment);
    }
    content.style.width = `${Math.max(frame.contentSize.x, 375)}px`;
    content.style.height = `${frame.contentSize.y}px`;
    content.style.transform = `translate(${-frame.offset.x}px, ${-frame.offset.y}px)`;
    const header = $('section-header');
    if (header) {
      const pinned = scenario.pinsSectionHeader ? Math.max(0, frame.offset.y + frame.inset.top) : 0;
      header.style.top = `${pinned}px`;
    }
  }

  function drawComponent(c, container) {
    let view = componentViews.get(c.slot);
    if (!view) {
      view = { element: div('component'), labels: [], arrows: [], spinners: [], images: [], vectors: [] };
      view.element.dataset.slot = c.slot;
      componentViews.set(c.slot, view);
      container.appendChild(view.element);
    }
    const element = view.element;
    if (c.floor && !view.floor) {
      view.floor = div('floor');
      view.floor.textContent = 'Second floor';
      content.insertBefore(view.floor, element);
    }
    if (view.floor) {
      if (c.floor) place(view.floor, c.floor);
      show(view.floor, !!c.floor);
    }
    element.dataset.state = c.state;
    element.dataset.kind = c.kind;
    element.dataset.pullingPercent = c.pullingPercent;
    place(element, c.frame);
    element.style.opacity = c.alpha;
    show(element, !c.hidden);
    parts(view, 'labels', c.labels.length, () => div('label')).forEach((label, i) => {
      const model = c.labels[i];
      place(label, model.frame);
      label.textContent = model.text ?? '';
      label.style.color = model.color;
      label.style.fontSize = `${model.fontSize}px`;
      label.classList.toggle('wraps', model.lines === 0);
      show(label, !model.hidden && model.text != null);
    });
    parts(view, 'arrows', c.arrows.length, () => div('arrow')).forEach((arrow, i) => {
      const model = c.arrows[i];
      place(arrow, model.frame);
      const url = `url(/art/${encodeURIComponent(model.image)}.svg)`;
      arrow.style.webkitMaskImage = url;
      arrow.style.maskImage = url;
      arrow.style.backgroundColor = model.tint;
      arrow.style.transform = `rotate(${model.rotation}rad)`;
      show(arrow, !model.hidden);
    });
    parts(view, 'spinners', c.spinners.length, () => div('spinner')).forEach((spinner, i) => {
      const model = c.spinners[i];
      place(spinner, model.frame);
      spinner.style.webkitMaskImage = 'url(/art/spinner.svg)';
      spinner.style.maskImage = 'url(/art/spinner.svg)';
      spinner.style.backgroundColor = model.color;
      spinner.style.opacity = model.alpha;
      spinner.style.transform = `rotate(${model.rotation}rad)`;
      show(spinner, model.animating);
    });
    parts(view, 'images', c.images.length, () => {
      const image = document.createElement('img');
      image.className = 'gif';
      image.alt = '';
      return image;
    }).forEach((image, i) => {
      const model = c.images[i];
      if (!model.image) { show(image, false); return; }
      const src = `/art/${encodeURIComponent(model.image)}.svg`;
      if (image.getAttribute('src') !== src) image.setAttribute('src', src);
      const f = model.frame;
      const x = model.mode === 'left' ? f.x : model.mode === 'right' ? f.x + f.w - model.width : f.x + (f.w - model.width) / 2;
      place(image, { x, y: f.y + (f.h - model.height) / 2, w: model.width, h: model.height });
      image.dataset.frame = model.image;
      image.dataset.index = model.index ?? '';
      show(image, !model.hidden);
    });
    parts(view, 'vectors', c.vectors.length, () => {
      const svg = document.createElementNS(SVG, 'svg');
      svg.setAttribute('class', 'vector');
      return svg;
    }).forEach((svg, i) => {
      const model = c.vectors[i];
      place(svg, model.frame);
      svg.setAttribute('viewBox', `0 0 ${model.frame.w} ${model.frame.h}`);
      while (svg.childNodes.length > model.lines.length) svg.lastChild.remove();
      while (svg.childNodes.length < model.lines.length) svg.appendChild(document.createElementNS(SVG, 'polyline'));
      model.lines.forEach((line, j) => {
        const polyline = svg.childNodes[j];
        const points = [];
        for (let k = 0; k + 1 < line.length; k += 2) points.push(`${line[k]},${line[k + 1]}`);
        polyline.setAttribute('points', points.join(' '));
        polyline.setAttribute('stroke-width', model.widths[j]);
        polyline.setAttribute('stroke', model.tint);
      });
      svg.dataset.lines = model.lines.length;
    });
  }

  function draw() {
    requestAnimationFrame(draw);
    if (!hello || !latest || latest === drawn) return;
    const frame = latest;
    drawn = frame;
    const tab = drawContent(frame);
    const present = new Set();
    for (const c of frame.components) { drawComponent(c, content); present.add(c.slot); }
    for (const c of tab ? tab.components : []) { drawComponent(c, shopList); present.add(c.slot); }
    for (const [slot, view] of componentViews) {
      if (!present.has(slot)) { view.element.remove(); view.floor?.remove(); componentViews.delete(slot); }
    }
    phone.dataset.offsetX = frame.offset.x;
    phone.dataset.offsetY = frame.offset.y;
    phone.dataset.items = frame.items;
    phone.dataset.moving = frame.dragging || frame.decelerating ? '1' : '0';
    phone.dataset.frames = frame.seq;
    phone.dataset.ready = '1';
    const whole = (v) => Math.round(v) + 0;  // never "-0"
    const shown = frame.components.concat(tab ? tab.components : []);
    const states = shown.map((c) => `${c.slot} ${c.state}`).join(' · ');
    status.textContent = tab
      ? `${states} · ${tab.title} · page ${whole(frame.offset.y)} · list ${whole(tab.offset)} · ${tab.items} items`
      : `${states} · offset ${whole(frame.offset.x)}, ${whole(frame.offset.y)} · ${frame.items} items`;
  }

  requestAnimationFrame(draw);
  connect();
})();
