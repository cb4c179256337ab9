// Runs before the program (emcc --pre-js): the home folder /home/web_user, which holds the
// data folder (~/.local/share/attention-explorer: autosave, recent lessons, settings) and the
// lessons saved in the page, is kept in the browser's storage (IndexedDB through emscripten's
// IDBFS). It is read before main() starts, and written back every two seconds, when the tab
// is hidden and when it is closed (never by the presenter's window). Module.attnSaveNow()
// writes it at once and returns a promise (the page's tests use it). Before each write the
// program autosaves the lesson (attn_page_hidden), as the desktop program does at exit.
Module['preRun'] = Module['preRun'] || [];
Module['preRun'].push(function () {
  FS.mount(IDBFS, {}, '/home/web_user');
  addRunDependency('attn-data');
  FS.syncfs(true, function (err) {
    if (err) console.warn('Attention Explorer: the browser storage could not be read: ' + err);
    removeRunDependency('attn-data');
  });
  // The presenter's window (index.html?presenter) reads the settings and writes nothing: the
  // tab presenting keeps the storage, and an older copy written back would undo its changes.
  if (new URLSearchParams(window.location.search).has('presenter')) {
    Module['attnSaveNow'] = function () { return Promise.resolve(true); };
    return;
  }
  var saving = null;
  var save = function () {
    if (saving) return saving;
    if (Module['_attn_page_hidden'] && runtimeInitialized) Module['_attn_page_hidden']();
    saving = new Promise(function (resolve) {
      FS.syncfs(false, function (err) {
        if (err) console.warn('Attention Explorer: the browser storage could not be written: ' + err);
        saving = null;
        resolve(!err);
      });
    });
    return saving;
  };
  Module['attnSaveNow'] = save;
  setInterval(save, 2000);
  window.addEventListener('pagehide', save);
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'hidden') save();
  });
});
