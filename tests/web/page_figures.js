#!/usr/bin/env node
// The page's figures, measured in chromium on this machine (run by hand; the tests check
// behaviour, not speed): the download, the first frame, the frame time with 8 heads of 512
// tokens, and the time a GPT-2-shaped layer's maps take (D = 768, H = 12, T = 128), the
// same lessons drawn by the desktop build's `render` beside them.
//
//   node tests/web/page_figures.js PAGE_DIR DESKTOP_EXE
// NODE_PATH must reach Debian's node modules (/usr/share/nodejs).
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { execFileSync } = require('child_process');
const { openPage, Tab } = require('./page_test.js');

const [pageDir, desktop] = process.argv.slice(2);
if (!pageDir || !desktop) {
  console.error('usage: page_figures.js PAGE_DIR DESKTOP_EXE');
  process.exit(2);
}
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'attn-figures-'));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };

// A lesson of `tokens` words (the toy tokenizer cuts at spaces) with D and H.
function lesson(name, tokens, d, h) {
  const words = ['the', 'blue', 'creature', 'sees', 'a', 'small', 'cat', 'on', 'green', 'grass'];
  const source = Array.from({ length: tokens }, (_, i) => words[i % words.length]).join(' ');
  const file = path.join(work, name + '.lesson.json');
  fs.writeFileSync(file, JSON.stringify({ version: 1, title: { en: name }, source, d_model: d, heads: h,
                                          seed: 0, designed: false, causal: false, view: 'heads' }));
  return file;
}

async function drop(tab, file) {
  const at = { x: 800, y: 500 };
  for (const type of ['dragEnter', 'dragOver', 'drop']) {
    await tab.send('Input.dispatchDragEvent', Object.assign({ type, data: { items: [], files: [file], dragOperationsMask: 1 } }, at));
  }
}

// The page's frame times while the pointer moves over the maps for `seconds`.
async function frameTimes(tab, seconds) {
  await tab.eval('Module.attnTimes = []; Module.attnGaps = []; Module.onFrame = (f, ms) => { Module.attnTimes.push(ms); ' +
                 'const now = performance.now(); if (Module.attnLast) Module.attnGaps.push(now - Module.attnLast); ' +
                 'Module.attnLast = now; }; true');
  const end = Date.now() + seconds * 1000;
  for (let i = 0; Date.now() < end; i++) {
    await tab.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: 500 + (i % 50) * 10, y: 300 + (i % 30) * 10 });
    await sleep(16);
  }
  return tab.eval('Module.attnTimes');
}

// A lesson of `tokens` tokens and `heads` heads dropped on the page (frameTimes' recording on):
// { ms: from the drop to the page settled with its maps, gaps: the times between frames }.
async function dropTimed(tab, file, tokens, heads) {
  await tab.eval('Module.attnTimes = []; Module.attnGaps = []; true');
  const t0 = Date.now();
  await drop(tab, file);
  await tab.stateUntil((s) => s.source_token_count === tokens && s.heads === heads, 300);
  await tab.until('Module.attnSettled === true', 600);
  const ms = Date.now() - t0;
  return { ms, gaps: await tab.eval('Module.attnGaps') };
}

// Seconds `render` takes to draw a lesson (the process, start to PNG).
function renderSeconds(file) {
  const env = Object.assign({}, process.env);
  delete env.DISPLAY;
  const t0 = process.hrtime.bigint();
  execFileSync(desktop, ['render', file, '--view', 'heads', '-o', path.join(work, 'r.png')], { env, stdio: 'ignore' });
  return Number(process.hrtime.bigint() - t0) / 1e9;
}

async function main() {
  const bytes = {};
  for (const f of fs.readdirSync(pageDir)) {
    const p = path.join(pageDir, f);
    if (fs.statSync(p).isFile()) bytes[f] = fs.statSync(p).size;
  }
  const mb = (n) => (n / 1e6).toFixed(1) + ' MB';
  console.log('download: ' + Object.entries(bytes).map(([f, n]) => f + ' ' + mb(n)).join(', ') +
              '; in all ' + mb(Object.values(bytes).reduce((a, b) => a + b, 0)));

  for (const isolated of [false, true]) {
    console.log(isolated ? '-- cross-origin isolated: the program with threads' : '-- not isolated: the program without threads');
    await measure(isolated);
  }
}

async function measure(isolated) {
  const { base, devtools, log, close } = await openPage(pageDir, work, isolated);
  try {
    const firsts = [];
    for (let i = 0; i < 3; i++) {
      // The lesson as it is (a view other than its own would make it unsaved, and a lesson
      // dropped then asks first).
      const tab = await Tab.open(devtools, base + '?lesson=default&fresh&dump-state=/tmp/state.json', log);
      await tab.until('Module.attnFrames >= 1', 120);
      firsts.push(await tab.eval('Module.attnFirstFramePageMs'));
      await tab.until('Module.attnSettled === true', 120);
      if (i < 2) await tab.close();
      else {
        const idle = await frameTimes(tab, 3);
        console.log('first frame: ' + firsts.map((x) => Math.round(x)).join(', ') + ' ms after the page was opened (from a local server)');
        console.log('frame time, default lesson (its Training view): median ' + median(idle).toFixed(1) + ' ms over ' + idle.length + ' frames');
        const big = lesson('heads8x512', 512, 128, 8);
        const t0 = Date.now();
        await drop(tab, big);
        await tab.stateUntil((s) => s.source_token_count === 512 && s.heads === 8, 120);
        await tab.until('Module.attnSettled === true', 300);
        console.log('8 heads × 512 tokens: maps drawn ' + (Date.now() - t0) + ' ms after the lesson was dropped');
        const times = await frameTimes(tab, 4);
        console.log('frame time, 8 heads × 512 tokens: median ' + median(times).toFixed(1) + ' ms, slowest ' +
                    Math.max(...times).toFixed(1) + ' ms over ' + times.length + ' frames');
        const gpt2 = lesson('gpt2x128', 128, 768, 12);
        const short = await dropTimed(tab, gpt2, 128, 12);
        console.log('while it computes: ' + short.gaps.length + ' frames drawn, the longest time between two ' +
                    Math.max(...short.gaps).toFixed(1) + ' ms');
        // A long computation (the same layer at T = 1024): how still the page holds meanwhile.
        const long = await dropTimed(tab, lesson('gpt2x1024', 1024, 768, 12), 1024, 12);
        console.log('the same layer at T = 1024: maps shown ' + long.ms + ' ms after the drop; meanwhile ' +
                    long.gaps.length + ' frames, the longest time between two ' + Math.max(...long.gaps).toFixed(1) + ' ms');
        const desk = [0, 1, 2].map(() => renderSeconds(gpt2));
        const deskSmall = [0, 1, 2].map(() => renderSeconds(lesson('small', 7, 128, 4)));
        console.log('GPT-2-shaped layer (D 768, H 12, T 128): the page shows its maps ' + short.ms +
                    ' ms after the lesson was dropped; the desktop render takes ' + median(desk).toFixed(2) +
                    ' s for it, ' + median(deskSmall).toFixed(2) + ' s for a 7-token lesson');
      }
    }
  } finally {
    await close();
  }
}

main().catch((e) => { console.error(e); process.exit(1); });
