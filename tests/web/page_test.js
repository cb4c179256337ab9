#!/usr/bin/env node
// The page (scripts/build-web) in a real browser: Debian's chromium, headless, with WebGL 2
// drawn by SwiftShader, driven through the DevTools protocol (Debian's node-ws). The page is
// served from its folder by a server of this script's own, as any static host would.
//
//   - the default lesson opens; the first frame's time and the frame times are printed;
//   - its picture matches the desktop build's `render` of the same lesson, view and size
//     (ImageMagick's compare counts the pixels that differ; at most `limit`);
//   - C toggles the causal mask and + / − change the heads, read back from the page's state
//     (dump-state=PATH in the address: the JSON --dump-state writes, in the page's files);
//   - the session survives the tab: closed after a change and opened again, it comes back
//     from the browser's storage;
//   - a long computation (a GPT-2-shaped layer on 512 tokens) leaves the page drawing: frames
//     come while it computes (without threads it pauses inside the engine between them), and
//     the maps it shows are the desktop's;
//   - a model folder's files given to the page (as a drop or the file picker gives them)
//     open, and its maps equal `compute`'s to 1e-5;
//   - a model downloaded from a Hub of this script's own (another origin, as huggingface.co
//     is: CORS, the large file redirected to a third), a turn at a time, into the browser's
//     storage: its maps equal `compute`'s on the same files; opened again it comes from the
//     storage without fetching a file; Cancel stops it half way and keeps nothing; a damaged
//     file and a missing repository are refused by name;
//   - the presenter's window: a second window of the page that shows the scene, its notes and
//     the next scene's picture, follows PageDown in the tab presenting and steps it with its
//     own keys; closed, presenting ends.
//
//   node tests/web/page_test.js PAGE_DIR DESKTOP_EXE [MODEL_DIR]
// DESKTOP_EXE is the Linux build's attention-explorer (render, compute); MODEL_DIR a tiny
// model folder (tests/data/…). NODE_PATH must reach Debian's node modules (/usr/share/nodejs).
'use strict';
const http = require('http');
const fs = require('fs');
const os = require('os');
const path = require('path');
const crypto = require('crypto');
const { spawn, spawnSync, execFileSync } = require('child_process');
const WebSocket = require('ws');

const [pageDir, desktop, modelDir] = process.argv.slice(2);
if (require.main === module && (!pageDir || !desktop)) {
  console.error('usage: page_test.js PAGE_DIR DESKTOP_EXE [MODEL_DIR]');
  process.exit(2);
}
const root = path.resolve(__dirname, '../..');
let work = '';  // made by main()
const width = 1600, height = 1000;
let failures = 0;
let mode = '';  // '[threads] ' while the page is cross-origin isolated
const pass = (m) => console.log('PASS: ' + mode + m);
const fail = (m) => { console.log('FAIL: ' + mode + m); failures++; };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// A static server: the page's folder, with the types a browser needs for WebAssembly; when
// `isolated`, with the two headers that make the page cross-origin isolated (shared memory:
// index.html then loads the program built with threads).
const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.wasm': 'application/wasm',
                '.png': 'image/png', '.data': 'application/octet-stream' };
function serve(dir, isolated) {
  return new Promise((resolve) => {
    const server = http.createServer((req, res) => {
      const url = new URL(req.url, 'http://page');
      let file = path.join(dir, decodeURIComponent(url.pathname));
      if (!file.startsWith(path.resolve(dir))) { res.writeHead(403); res.end(); return; }
      if (url.pathname.endsWith('/')) file = path.join(file, 'index.html');
      fs.readFile(file, (err, data) => {
        if (err) { res.writeHead(404); res.end(); return; }
        const headers = { 'Content-Type': types[path.extname(file)] || 'application/octet-stream' };
        if (isolated) {
          headers['Cross-Origin-Opener-Policy'] = 'same-origin';
          headers['Cross-Origin-Embedder-Policy'] = 'require-corp';
        }
        res.writeHead(200, headers);
        res.end(data);
      });
    });
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

// The DevTools protocol over one WebSocket: commands by id, events to listeners.
class Devtools {
  constructor(url) {
    this.ws = new WebSocket(url, { perMessageDeflate: false, maxPayload: 512 * 1024 * 1024 });
    this.next = 1;
    this.waiting = new Map();
    this.listeners = [];
    this.ws.on('error', () => {}); // a closing browser may drop the connection; opened() reports a failure to connect
    this.ws.on('message', (data) => {
      const m = JSON.parse(data.toString());
      if (m.id && this.waiting.has(m.id)) {
        const { resolve, reject, method } = this.waiting.get(m.id);
        this.waiting.delete(m.id);
        if (m.error) reject(new Error(method + ': ' + m.error.message)); else resolve(m.result);
      } else if (m.method) {
        for (const l of this.listeners) l(m);
      }
    });
  }
  opened() { return new Promise((resolve, reject) => { this.ws.once('open', resolve); this.ws.once('error', reject); }); }
  send(method, params = {}, sessionId = undefined) {
    const id = this.next++;
    const message = { id, method, params };
    if (sessionId) message.sessionId = sessionId;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject, method });
      this.ws.send(JSON.stringify(message));
    });
  }
}

function startChromium(profile) {
  return new Promise((resolve, reject) => {
    const browser = spawn('chromium', [
      '--headless=new', '--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
      '--remote-debugging-port=0', '--user-data-dir=' + profile, '--window-size=' + width + ',' + height,
      '--no-first-run', '--no-default-browser-check', '--disable-background-timer-throttling',
      '--disable-renderer-backgrounding', '--disable-backgrounding-occluded-windows',
      // A page may open a window only after a click or key; the test's page opens the
      // presenter's at start (index.html?present), as a teacher's click would.
      '--disable-popup-blocking', 'about:blank'],
      // Its own process group, so that closing it ends its renderer, GPU and crash-handler
      // processes too, which would otherwise go on writing into the profile being removed.
      { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
    let said = '';
    const timer = setTimeout(() => reject(new Error('chromium did not start: ' + said.slice(-2000))), 60000);
    browser.stderr.on('data', (d) => {
      said += d.toString();
      const m = said.match(/DevTools listening on (ws:\/\/\S+)/);
      if (m) { clearTimeout(timer); resolve({ browser, url: m[1] }); }
    });
    browser.on('exit', (code) => reject(new Error('chromium exited (' + code + '): ' + said.slice(-2000))));
  });
}

// One tab: its session, its console, and helpers to read the page.
class Tab {
  static async open(devtools, url, log) {
    const { targetId } = await devtools.send('Target.createTarget', { url: 'about:blank' });
    const t = await Tab.attach(devtools, targetId, log);
    await t.send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: 1, mobile: false });
    await t.send('Page.navigate', { url });
    return t;
  }
  // A tab (or window) already open, such as one the page opened itself.
  static async attach(devtools, targetId, log) {
    const t = new Tab();
    t.devtools = devtools;
    t.log = log;
    t.targetId = targetId;
    const { sessionId } = await devtools.send('Target.attachToTarget', { targetId, flatten: true });
    t.session = sessionId;
    devtools.listeners.push((m) => {
      if (m.sessionId !== sessionId) return;
      if (m.method === 'Runtime.consoleAPICalled') {
        fs.appendFileSync(log, m.params.args.map((a) => a.value ?? a.description ?? '').join(' ') + '\n');
      } else if (m.method === 'Runtime.exceptionThrown') {
        fs.appendFileSync(log, 'exception: ' + JSON.stringify(m.params.exceptionDetails).slice(0, 2000) + '\n');
      }
    });
    await t.send('Runtime.enable');
    await t.send('Page.enable');
    return t;
  }
  send(method, params = {}) { return this.devtools.send(method, params, this.session); }
  async eval(expression) {
    const r = await this.send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true });
    if (r.exceptionDetails) throw new Error(expression + ': ' + JSON.stringify(r.exceptionDetails).slice(0, 500));
    return r.result.value;
  }
  // Waits until `expression` is true in the page (at most `seconds`).
  async until(expression, seconds) {
    const end = Date.now() + seconds * 1000;
    for (;;) {
      try { if (await this.eval(expression)) return true; } catch (e) { /* not loaded yet */ }
      if (Date.now() > end) return false;
      await sleep(100);
    }
  }
  // The state the page wrote (dump-state=/tmp/state.json), parsed; null when not yet written.
  async state() {
    const text = await this.eval(
      "(() => { try { return Module.FS.readFile('/tmp/state.json', {encoding: 'utf8'}); } catch (e) { return ''; } })()");
    return text ? JSON.parse(text) : null;
  }
  async stateUntil(test, seconds) {
    const end = Date.now() + seconds * 1000;
    for (;;) {
      const s = await this.state();
      if (s && test(s)) return s;
      if (Date.now() > end) return s;
      await sleep(100);
    }
  }
  // A key pressed and released, as a keyboard gives it (key, code and the legacy keyCode,
  // which emscripten's GLFW reads).
  async key(key, code, keyCode) {
    const text = key.length === 1 ? key : '';
    await this.send('Input.dispatchKeyEvent', { type: 'keyDown', key, code, windowsVirtualKeyCode: keyCode,
                                                nativeVirtualKeyCode: keyCode, text });
    await this.send('Input.dispatchKeyEvent', { type: 'keyUp', key, code, windowsVirtualKeyCode: keyCode,
                                                nativeVirtualKeyCode: keyCode });
  }
  async screenshot(file) {
    const { data } = await this.send('Page.captureScreenshot', { format: 'png' });
    fs.writeFileSync(file, Buffer.from(data, 'base64'));
  }
  close() { return this.devtools.send('Target.closeTarget', { targetId: this.targetId }); }
}

function console_tail(log) {
  try { return fs.readFileSync(log, 'utf8').split('\n').slice(-30).join('\n'); } catch (e) { return ''; }
}

// The page served from `dir` (cross-origin isolated when `isolated`), a browser with a
// profile in `workDir`, its DevTools connected: { base (the page's address), devtools, log
// (the tabs' console), close() }.
async function openPage(dir, workDir, isolated = false) {
  const server = await serve(path.resolve(dir), isolated);
  const base = 'http://127.0.0.1:' + server.address().port + '/index.html';
  const { browser, url } = await startChromium(path.join(workDir, isolated ? 'profile-isolated' : 'profile'));
  const devtools = new Devtools(url);
  await devtools.opened();
  const close = async () => {
    const exited = new Promise((resolve) => {
      if (browser.exitCode !== null || browser.signalCode !== null) resolve();
      else browser.once('exit', resolve);
    });
    // Asked to close first (it then ends its own processes), killed as a group if it has not
    // within ten seconds, and the group killed in any case for what might be left.
    devtools.send('Browser.close').catch(() => {});
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10000))]);
    try { process.kill(-browser.pid, 'SIGKILL'); } catch (e) { /* the group has ended */ }
    await exited;
    server.close();
  };
  return { base, devtools, log: path.join(workDir, isolated ? 'console-isolated.log' : 'console.log'), close };
}

async function main() {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'attn-page-'));
  // Everything twice: served as most static hosts serve it (the program without threads),
  // then cross-origin isolated (the program with threads).
  for (const isolated of [false, true]) {
    mode = isolated ? '[threads] ' : '';
    const { base, devtools, log, close } = await openPage(pageDir, work, isolated);
    try {
      await run(devtools, base, log, isolated);
    } catch (e) {
      fail(e.message + '\n' + console_tail(log));
    } finally {
      await close();
    }
  }
  mode = '';
  if (failures === 0) {
    try {
      fs.rmSync(work, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (e) {
      console.log('note: ' + work + ' was left behind (' + e.code + ')');
    }
    console.log('PASS: the page in chromium');
  } else {
    console.log('the pictures and the browser\'s console are in ' + work);
  }
  process.exit(failures === 0 ? 0 : 1);
}

async function run(devtools, base, log, isolated) {
  // 1. The default lesson opens, and its picture is the desktop's.
  const started = Date.now();
  let tab = await Tab.open(devtools, base + '?lesson=default&view=heads&fresh&dump-state=/tmp/state.json', log);
  if (!(await tab.until('Module.attnFrames >= 1', 120))) throw new Error('the page drew no frame in 120 s');
  const first = await tab.eval('Module.attnFirstFramePageMs');
  if (!(await tab.until('Module.attnSettled === true', 120))) throw new Error('the page did not settle in 120 s');
  pass('the page drew its first frame ' + Math.round(first) + ' ms after it was opened (' +
       (Date.now() - started) + ' ms to settle)');
  let state = await tab.stateUntil((s) => s.view === 'heads', 10);
  if (!state || state.view !== 'heads') throw new Error('the page\'s state is not the heads view: ' + JSON.stringify(state).slice(0, 300));
  if (state.causal !== false) fail('the default lesson should start without the causal mask');
  // The program the page loaded: with threads exactly where the page is isolated.
  const shared = await tab.eval('window.crossOriginIsolated === true');
  if (shared !== isolated || state.worker_threads !== isolated || (isolated && !(state.engine_threads >= 2))) {
    fail('the page ' + (shared ? 'is' : 'is not') + ' cross-origin isolated and runs ' +
         (state.worker_threads ? 'with' : 'without') + ' threads (' + state.engine_threads + ' for the engine)');
  } else {
    pass(isolated ? 'cross-origin isolated, the page runs the program with threads (' + state.engine_threads +
                    ' for the engine, the window\'s workers on their own)'
                  : 'not isolated, the page runs the program without threads');
  }
  await sleep(700);
  const pagePng = path.join(work, isolated ? 'page-heads-threads.png' : 'page-heads.png');
  await tab.screenshot(pagePng);
  const renderPng = path.join(work, 'render-heads.png');
  const env = Object.assign({}, process.env);
  delete env.DISPLAY;
  delete env.WAYLAND_DISPLAY;
  execFileSync(desktop, ['render', path.join(root, 'assets/lessons/default.lesson.json'), '--view', 'heads',
                         '--width', String(width), '--height', String(height), '-o', renderPng],
               { env, stdio: ['ignore', 'ignore', 'inherit'], timeout: 120000 });
  // Above the status line (which names the lesson's path: /share/… in the page). Both draw the
  // same lists of triangles with the same font atlas (stb_truetype's); SwiftShader and Mesa
  // blend the anti-aliased edges of text and rounded frames a few levels apart. So: the pixels
  // that differ at all are counted and said; none may differ by more than 10 %.
  const above = height - 40;
  const exact = comparePixels(pagePng, renderPng, 0, above);
  const far = comparePixels(pagePng, renderPng, 10, above);
  const limit = 50;
  if (far > limit) {
    fail('the page\'s picture differs from render\'s by more than 10 % in ' + far + ' pixels above the status line (at most ' + limit + ')');
  } else {
    pass('the page\'s picture is render\'s: above the status line ' + exact + ' of ' + width * above +
         ' pixels differ (edges blended a few levels apart), ' + far + ' by more than 10 %');
  }

  // 2. C toggles the mask; + and − change the heads.
  const heads0 = state.heads;
  await tab.key('c', 'KeyC', 67);
  state = await tab.stateUntil((s) => s.causal === true, 10);
  if (!state || state.causal !== true) fail('C did not turn the causal mask on'); else pass('C turns the causal mask on');
  await tab.key('=', 'Equal', 187);
  state = await tab.stateUntil((s) => s.heads === heads0 * 2, 10);
  if (!state || state.heads !== heads0 * 2) fail('+ did not double the heads (' + heads0 + ' → ' + (state && state.heads) + ')');
  else pass('+ doubles the heads (' + heads0 + ' → ' + state.heads + ')');
  await tab.key('-', 'Minus', 189);
  state = await tab.stateUntil((s) => s.heads === heads0, 10);
  if (!state || state.heads !== heads0) fail('− did not halve the heads back to ' + heads0); else pass('− halves them back');

  // Frame times with 8 heads of 512 tokens: "Repeat ×" is not a key, so the page's state is
  // not changed here; the figure comes from the frames drawn so far.
  const frame = await tab.eval('Module.attnLastFrameMs');
  console.log('the last frame took ' + frame.toFixed(1) + ' ms');

  // 3. The session survives the tab: the autosave (a second after a change) written to the
  // browser's storage, the tab closed, a new one opened without a lesson.
  await sleep(2500);
  if (!(await tab.eval('Module.attnSaveNow()'))) fail('the browser storage could not be written');
  await tab.close();
  tab = await Tab.open(devtools, base + '?dump-state=/tmp/state.json', log);
  if (!(await tab.until('Module.attnSettled === true', 120))) throw new Error('the page did not settle again in 120 s');
  state = await tab.stateUntil((s) => s.causal === true, 10);
  if (!state || state.causal !== true) fail('the session did not come back after the tab was closed (causal ' + (state && state.causal) + ')');
  else pass('closed and opened again, the page comes back with the causal mask on');
  await tab.close();

  // 4. The presenter's window.
  await presenterWindow(devtools, base, log);

  // 5. A long computation: the page draws meanwhile, and shows the desktop's maps.
  await longComputation(devtools, base, log, isolated);

  // 6. A model folder's files dropped on the page open in the Model view; its first map is
  // compute's.
  if (!modelDir) return;
  tab = await Tab.open(devtools, base + '?lesson=default&fresh&dump-state=/tmp/state.json', log);
  if (!(await tab.until('Module.attnSettled === true', 120))) throw new Error('the page did not settle in 120 s');
  const files = fs.readdirSync(modelDir).map((f) => path.resolve(modelDir, f));
  const at = { x: width / 2, y: height / 2 };
  for (const type of ['dragEnter', 'dragOver', 'drop']) {
    await tab.send('Input.dispatchDragEvent', Object.assign({ type, data: { items: [], files, dragOperationsMask: 1 } }, at));
  }
  state = await tab.stateUntil((s) => s.pretrained_maps > 0 && !s.pretrained_busy && s.pretrained_first_map.length > 0, 120);
  if (!state || !(state.pretrained_maps > 0)) {
    fail('the dropped model folder did not open: ' + JSON.stringify(state && { folder: state.pretrained_folder, error: state.pretrained_error, status: state.status }));
    return;
  }
  const worst = compareWithCompute(state, modelDir);
  if (worst > 1e-5) fail('the dropped model\'s first map differs from compute\'s by ' + worst + ' (at most 1e-5)');
  else pass('the dropped model folder (' + files.length + ' files) opens: ' + state.pretrained_maps + ' maps, the first within ' +
            worst.toExponential(1) + ' of compute\'s, next token ' + state.pretrained_top_id);
  await tab.close();

  // 7. The same folder from the Hub.
  await hubDownload(devtools, base, log, modelDir);
}

// A lesson of a GPT-2-shaped layer (D 768, 12 heads, random weights) on 512 tokens dropped on
// the page: its maps take about a second to compute there, while the page keeps drawing
// (without threads the computation pauses inside the engine and goes on between frames:
// app/model/slices.hpp). The frames drawn meanwhile are counted, and the picture it ends with
// is compared with `render`'s of the same lesson as in 1. Unscaled scores (scale: false), so
// that each row's weight gathers on a few keys and wrong numbers would show as other bright
// cells.
async function longComputation(devtools, base, log, isolated) {
  const tokens = 512;
  const words = ['the', 'blue', 'creature', 'sees', 'a', 'small', 'cat', 'on', 'green', 'grass'];
  const file = path.join(work, 'long.lesson.json');
  fs.writeFileSync(file, JSON.stringify({
    version: 1, title: { en: 'A long computation' }, d_model: 768, heads: 12, seed: 3, designed: false,
    causal: true, scale: false, view: 'heads', source: Array.from({ length: tokens }, (_, i) => words[i % words.length]).join(' ') }));
  // The default lesson in its own view (another would leave it changed, and a lesson dropped
  // would then ask first whether to save it).
  const tab = await Tab.open(devtools, base + '?lesson=default&fresh&dump-state=/tmp/state.json', log);
  try {
    if (!(await tab.until('Module.attnSettled === true', 120))) throw new Error('the page did not settle in 120 s');
    const before = await tab.stateUntil((s) => s.source_token_count > 0, 10);
    await tab.eval('Module.attnLongFrames = 0; Module.onFrame = () => { Module.attnLongFrames++; }; true');
    const at = { x: width / 2, y: height / 2 };
    for (const type of ['dragEnter', 'dragOver', 'drop']) {
      await tab.send('Input.dispatchDragEvent', Object.assign({ type, data: { items: [], files: [file], dragOperationsMask: 1 } }, at));
    }
    const state = await tab.stateUntil((s) => s.source_token_count === tokens && s.heads === 12 && !s.computing, 300);
    if (!state || state.source_token_count !== tokens) {
      fail('the long lesson did not open: ' + JSON.stringify(state && { status: state.status, tokens: state.source_token_count }));
      return;
    }
    if (!(await tab.until('Module.attnSettled === true', 120))) throw new Error('the page did not settle after the long computation');
    const frames = await tab.eval('Module.attnLongFrames');
    const pauses = state.computation_pauses - before.computation_pauses;
    const least = isolated ? 2 : 3;
    if (frames < least) fail('the page drew ' + frames + ' frames while a layer of ' + tokens + ' tokens computed (at least ' + least + ')');
    else if (!isolated && !(pauses > 0)) fail('the computation of ' + tokens + ' tokens never paused for a frame');
    else pass('a layer of ' + tokens + ' tokens computes while the page draws: ' + frames + ' frames' +
              (isolated ? ' (the workers on threads of their own)' : ', the computation paused ' + pauses + ' times'));
    await sleep(700);
    const pagePng = path.join(work, isolated ? 'page-long-threads.png' : 'page-long.png');
    await tab.screenshot(pagePng);
    const renderPng = path.join(work, 'render-long.png');
    if (!fs.existsSync(renderPng)) {
      const env = Object.assign({}, process.env);
      delete env.DISPLAY;
      delete env.WAYLAND_DISPLAY;
      execFileSync(desktop, ['render', file, '--view', 'heads', '--width', String(width), '--height', String(height), '-o', renderPng],
                   { env, stdio: ['ignore', 'ignore', 'inherit'], timeout: 120000 });
    }
    // The maps, right of the token list (whose scroll bar the page and render place a few
    // pixels apart), above the status line.
    const above = height - 40, left = 420;
    const exact = comparePixels(pagePng, renderPng, 0, above, left);
    const far = comparePixels(pagePng, renderPng, 10, above, left);
    const limit = 50;
    if (far > limit) fail('after the long computation the page\'s picture differs from render\'s by more than 10 % in ' + far + ' pixels (at most ' + limit + ')');
    else pass('after the long computation the page\'s picture is render\'s: ' + exact + ' pixels differ, ' + far + ' by more than 10 %');
  } finally {
    await tab.close();
  }
}

// The first map the page shows of a model (its state's pretrained_first_map) against
// `compute`'s of the model folder `dir` on the same text: the largest difference.
function compareWithCompute(state, dir) {
  const env = Object.assign({}, process.env);
  delete env.DISPLAY;
  delete env.WAYLAND_DISPLAY;
  const caseFile = path.join(work, 'case.json');
  fs.writeFileSync(caseFile, JSON.stringify({ model: path.resolve(dir), text: state.source_text }));
  const computed = JSON.parse(execFileSync(desktop, ['compute', caseFile], { env, timeout: 120000 }).toString());
  const want = computed.layers[0].heads[0].weights;
  const got = state.pretrained_first_map;
  if (got.length !== want.length || got[0].length !== want[0].length) {
    throw new Error('the page\'s first map is ' + got.length + '×' + got[0].length + ', compute\'s ' + want.length + '×' + want[0].length);
  }
  let worst = 0;
  for (let r = 0; r < want.length; r++) {
    for (let c = 0; c < want[r].length; c++) worst = Math.max(worst, Math.abs(got[r][c] - want[r][c]));
  }
  return worst;
}

// A Hub of this script's own, speaking what the page asks of huggingface.co: the list of a
// revision's files (blobs=true: sizes, git hashes, the LFS hash) and each file at its
// resolve address, the large one redirected to another origin (as the Hub's CDN), with the
// CORS headers the Hub sends. Repositories: ORG/tiny (the folder `dir`), ORG/damaged (its
// weights served with one byte changed), ORG/stalled (half its weights, then nothing until
// the connection is closed). Counts the files served.
async function serveHub(dir) {
  const commit = crypto.createHash('sha1').update('attention-explorer test hub').digest('hex');
  const files = fs.readdirSync(dir).sort().map((name) => {
    const bytes = fs.readFileSync(path.join(dir, name));
    const blobId = crypto.createHash('sha1').update('blob ' + bytes.length + '\0').update(bytes).digest('hex');
    const lfs = name.endsWith('.safetensors') ? crypto.createHash('sha256').update(bytes).digest('hex') : '';
    return { name, bytes, blobId, lfs };
  });
  const hub = { commit, files, served: 0, stalled: [] };
  const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'Authorization, Range',
                 'Access-Control-Expose-Headers': 'X-Error-Code, X-Error-Message, X-Repo-Commit, ETag, X-Linked-Etag' };
  const listen = (handler) => new Promise((resolve) => {
    const server = http.createServer((req, res) => {
      if (req.method === 'OPTIONS') { res.writeHead(204, cors); res.end(); return; }
      handler(new URL(req.url, 'http://hub'), res);
    });
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
  const send = (res, status, body, headers = {}) => {
    res.writeHead(status, Object.assign({ 'Content-Length': Buffer.byteLength(body) }, cors, headers));
    res.end(body);
  };
  const cdn = await listen((url, res) => {
    const m = url.pathname.match(/^\/(tiny|damaged|stalled)\/([0-9a-f]{64})$/);
    const f = m && files.find((x) => x.lfs === m[2]);
    if (!f) { send(res, 404, 'no such blob'); return; }
    hub.served++;
    if (m[1] === 'stalled') {
      res.writeHead(200, Object.assign({ 'Content-Length': f.bytes.length, 'Content-Type': 'application/octet-stream' }, cors));
      res.write(f.bytes.subarray(0, f.bytes.length >> 1));
      hub.stalled.push(res);
      return;
    }
    const bytes = Buffer.from(f.bytes);
    if (m[1] === 'damaged') bytes[bytes.length >> 1] ^= 0x40;
    send(res, 200, bytes, { 'Content-Type': 'application/octet-stream' });
  });
  const cdnBase = 'http://127.0.0.1:' + cdn.address().port;
  const api = await listen((url, res) => {
    let m = url.pathname.match(/^\/api\/models\/test-org\/([^/]+)\/revision\/main$/);
    if (m && ['tiny', 'damaged', 'stalled'].includes(m[1])) {
      const siblings = files.map((f) => Object.assign({ rfilename: f.name, size: f.bytes.length, blobId: f.blobId },
                                                      f.lfs ? { lfs: { sha256: f.lfs, size: f.bytes.length } } : {}));
      send(res, 200, JSON.stringify({ id: 'test-org/' + m[1], sha: commit, siblings }), { 'Content-Type': 'application/json' });
      return;
    }
    m = url.pathname.match(/^\/test-org\/(tiny|damaged|stalled)\/resolve\/([0-9a-f]{40})\/(.+)$/);
    const f = m && m[2] === commit && files.find((x) => x.name === decodeURIComponent(m[3]));
    if (f && f.lfs) { send(res, 302, '', { Location: cdnBase + '/' + m[1] + '/' + f.lfs }); return; }
    if (f) { hub.served++; send(res, 200, f.bytes, { 'Content-Type': 'application/octet-stream', 'X-Repo-Commit': commit }); return; }
    send(res, 404, JSON.stringify({ error: 'Repository not found' }),
         { 'Content-Type': 'application/json', 'X-Error-Code': 'RepoNotFound' });
  });
  hub.endpoint = 'http://127.0.0.1:' + api.address().port;
  hub.close = () => {
    for (const res of hub.stalled) res.destroy();
    api.close();
    cdn.close();
  };
  return hub;
}

// File ▸ Get a model… in the page, through the address (get=ORG/NAME&endpoint=URL).
async function hubDownload(devtools, base, log, dir) {
  const hub = await serveHub(dir);
  try {
    const address = (repo) => base + '?lesson=default&fresh&dump-state=/tmp/state.json&get=' + repo +
                              '&endpoint=' + encodeURIComponent(hub.endpoint);
    const cache = '/home/web_user/.cache/huggingface/hub/models--test-org--tiny';
    const opened = (s) => s && s.pretrained_maps > 0 && !s.pretrained_busy && s.pretrained_first_map.length > 0;
    let tab = await Tab.open(devtools, address('test-org/tiny'), log);
    const started = Date.now();
    let state = await tab.stateUntil((s) => opened(s) || (s && s.download.state === 'failed'), 120);
    if (!opened(state)) {
      fail('the model from the Hub did not open: ' + JSON.stringify(state && { download: state.download, status: state.status }));
      await tab.close();
      return;
    }
    const worst = compareWithCompute(state, dir);
    const lfs = hub.files.find((f) => f.lfs);
    const blobSize = await tab.eval('Module.FS.stat("' + cache + '/blobs/' + lfs.lfs + '").size');
    if (worst > 1e-5) fail('the downloaded model\'s first map differs from compute\'s by ' + worst);
    else if (!state.pretrained_folder.endsWith('models--test-org--tiny/snapshots/' + hub.commit)) {
      fail('the model opened from ' + state.pretrained_folder + ', not from the cache\'s snapshot');
    } else if (blobSize !== lfs.bytes.length || state.download.bytes_fetched !== hub.files.reduce((n, f) => n + f.bytes.length, 0)) {
      fail('the cache holds ' + blobSize + ' bytes of the weights, fetched ' + state.download.bytes_fetched);
    } else {
      pass('test-org/tiny downloaded from another origin (' + hub.files.length + ' files, ' + state.download.bytes_fetched +
           ' bytes, the weights redirected) and opened in ' + (Date.now() - started) + ' ms: the first map within ' +
           worst.toExponential(1) + ' of compute\'s, in the cache\'s layout');
    }
    // Kept: the browser's storage written, the tab closed, the model asked for again.
    if (!(await tab.eval('Module.attnSaveNow()'))) fail('the browser storage could not be written');
    await tab.close();
    const served = hub.served;
    tab = await Tab.open(devtools, address('test-org/tiny'), log);
    state = await tab.stateUntil((s) => opened(s) || (s && s.download.state === 'failed'), 120);
    if (!opened(state) || hub.served !== served || state.download.bytes_fetched !== 0) {
      fail('asked again, the model was not taken from the browser\'s storage (' + (hub.served - served) + ' files fetched again)');
    } else pass('asked again in a new tab, it opens from the browser\'s storage: no file fetched again');
    await tab.close();
    // A damaged file and a missing repository: refused by name, nothing kept.
    tab = await Tab.open(devtools, address('test-org/damaged'), log);
    state = await tab.stateUntil((s) => s && s.download.state === 'failed', 60);
    const kept = await tab.eval('(() => { try { Module.FS.stat("/home/web_user/.cache/huggingface/hub/models--test-org--damaged/blobs/' +
                                lfs.lfs + '"); return true; } catch (e) { return false; } })()');
    if (!state || state.download.state !== 'failed' || !/damaged/.test(state.download.error) || kept) {
      fail('a damaged file was not refused: ' + JSON.stringify(state && state.download) + (kept ? ' (and kept)' : ''));
    } else pass('a file whose SHA-256 is not the Hub\'s is refused and not kept: ' + state.download.error);
    await tab.close();
    // Cancel while the weights come: the download ends cancelled, and no part of it is kept.
    tab = await Tab.open(devtools, address('test-org/stalled'), log);
    const small = hub.files.filter((f) => !f.lfs).reduce((n, f) => n + f.bytes.length, 0);
    state = await tab.stateUntil((s) => s && s.download.state === 'running' && s.download.done > small &&
                                        s.places && s.places.cancel_button, 60);
    if (!state || !state.places || !state.places.cancel_button) {
      fail('no Cancel while a download runs: ' + JSON.stringify(state && state.download));
    } else {
      const [x, y] = state.places.cancel_button.split(' ').map(Number);
      for (const type of ['mouseMoved', 'mousePressed', 'mouseReleased']) {
        await tab.send('Input.dispatchMouseEvent', { type, x, y, button: 'left', clickCount: 1 });
        await sleep(80);
      }
      state = await tab.stateUntil((s) => s && s.download.state === 'cancelled', 10);
      const left = await tab.eval('(() => { const dir = "/tmp/attention-explorer-downloads"; try { return Module.FS.readdir(dir).filter((n) => n[0] !== ".").length; } catch (e) { return 0; } })()');
      const blob = await tab.eval('(() => { try { Module.FS.stat("/home/web_user/.cache/huggingface/hub/models--test-org--stalled/blobs/' +
                                  lfs.lfs + '"); return true; } catch (e) { return false; } })()');
      if (!state || state.download.state !== 'cancelled' || left !== 0 || blob) {
        fail('Cancel did not stop the download cleanly: ' + JSON.stringify(state && state.download) + ', ' + left + ' parts left' +
             (blob ? ', the blob kept' : ''));
      } else pass('Cancel stops a download half way through the weights (' + state.download.done + ' of ' + state.download.bytes +
                  ' bytes): nothing of it is kept');
    }
    await tab.close();
    tab = await Tab.open(devtools, address('test-org/missing'), log);
    state = await tab.stateUntil((s) => s && s.download.state === 'failed', 60);
    if (!state || !/no repository test-org\/missing/.test(state.download.error)) {
      fail('a missing repository was not named: ' + JSON.stringify(state && state.download));
    } else pass('a missing repository is named: ' + state.download.error);
    await tab.close();
  } finally {
    hub.close();
  }
}

// The presenter's window: the page opened with `present` opens it as View ▸ Presenter window
// does, in a window of its own (index.html?presenter=ID), which shows what the tab presenting
// shows and steps it.
async function presenterWindow(devtools, base, log) {
  const tab = await Tab.open(devtools, base + '?lesson=default&fresh&present&dump-state=/tmp/state.json', log);
  if (!(await tab.until('Module.attnSettled === true', 120))) throw new Error('the page did not settle in 120 s');
  let opened = null;
  for (const end = Date.now() + 30000; !opened && Date.now() < end; await sleep(200)) {
    const { targetInfos } = await devtools.send('Target.getTargets');
    opened = targetInfos.find((t) => t.type === 'page' && /[?&]presenter=\w/.test(t.url));
  }
  if (!opened) { fail('the page did not open the presenter\'s window'); await tab.close(); return; }
  const pres = await Tab.attach(devtools, opened.targetId, log);
  // What the presenter's window shows, as it reports it (Module.attnPresenter).
  const presenter = async (test, seconds) => {
    const end = Date.now() + seconds * 1000;
    for (;;) {
      let p = null;
      try { p = JSON.parse((await pres.eval('Module.attnPresenter || "null"'))); } catch (e) { /* loading */ }
      if (p && test(p)) return p;
      if (Date.now() > end) return p;
      await sleep(100);
    }
  };
  const started = Date.now();
  let p = await presenter((x) => x.linked, 120);
  let state = await tab.stateUntil((s) => s.presenter === true, 10);
  if (!p || !p.linked) { fail('the presenter\'s window did not link to the tab presenting: ' + JSON.stringify(p)); }
  else if (!state || state.presenter !== true || state.show_controls !== false) {
    fail('the tab presenting is not presenting: ' + JSON.stringify(state && { presenter: state.presenter, controls: state.show_controls }));
  } else if (p.scene !== state.scene || p.scene_count !== state.scene_count || p.notes !== state.notes) {
    fail('the presenter\'s window shows scene ' + p.scene + ' of ' + p.scene_count + ', the tab ' + state.scene + ' of ' + state.scene_count);
  } else {
    pass('the presenter\'s window opens in a window of its own and shows scene ' + p.scene + ' of ' + p.scene_count +
         ' with its notes, ' + (Date.now() - started) + ' ms after the page settled; the controls are hidden');
  }
  // PageDown where the lesson is shown: the presenter follows.
  await tab.key('PageDown', 'PageDown', 34);
  state = await tab.stateUntil((s) => s.scene === 2, 10);
  p = await presenter((x) => x.scene === 2, 10);
  if (!state || state.scene !== 2 || !p || p.scene !== 2 || p.notes !== state.notes) {
    fail('after PageDown the tab shows scene ' + (state && state.scene) + ', the presenter ' + (p && p.scene));
  } else pass('PageDown in the tab presenting: the presenter\'s window shows scene 2 and its notes');
  // PageDown in the presenter's window steps the tab presenting.
  await pres.key('PageDown', 'PageDown', 34);
  state = await tab.stateUntil((s) => s.scene === 3, 10);
  p = await presenter((x) => x.scene === 3, 10);
  if (!state || state.scene !== 3 || !p || p.scene !== 3) {
    fail('PageDown in the presenter\'s window: the tab shows scene ' + (state && state.scene) + ', the presenter ' + (p && p.scene));
  } else pass('PageDown in the presenter\'s window steps the tab presenting to scene 3');
  // The next scene's picture, drawn by the presenter's window.
  const drawing = Date.now();
  p = await presenter((x) => x.next_picture, 180);
  if (!p || !p.next_picture) fail('the presenter\'s window drew no picture of the next scene: ' + JSON.stringify(p && p.picture_note));
  else pass('the presenter\'s window shows the next scene\'s picture (' + (Date.now() - drawing) + ' ms to draw the scenes)');
  await sleep(300);
  await pres.screenshot(path.join(work, 'presenter.png'));
  // Closed, presenting ends and the controls come back.
  await pres.close();
  state = await tab.stateUntil((s) => s.presenter === false, 10);
  if (!state || state.presenter !== false || state.show_controls !== true) fail('closing the presenter\'s window did not end presenting');
  else pass('closing the presenter\'s window ends presenting; the controls come back');
  await tab.close();
}

// The pixels that differ between two PNGs of the same size, by more than `fuzz` percent, in
// their top `rows` rows from column `left` on (ImageMagick's compare -metric AE).
function comparePixels(a, b, fuzz, rows, left = 0) {
  const crop = (f) => { const out = f.replace(/\.png$/, '-top.png');
                        execFileSync('convert', [f, '-crop', (width - left) + 'x' + rows + '+' + left + '+0', '+repage', out]);
                        return out; };
  // compare says the count on stderr, and exits 1 when the pictures differ.
  const r = spawnSync('compare', ['-metric', 'AE', '-fuzz', fuzz + '%', crop(a), crop(b), 'null:']);
  const out = r.stderr.toString();
  const n = parseInt(out, 10);
  if (Number.isNaN(n)) throw new Error('compare could not compare ' + a + ' and ' + b + ': ' + out);
  return n;
}

if (require.main === module) main();
module.exports = { openPage, Tab, serveHub };
