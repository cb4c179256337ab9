// Run before the engine's tests under Node.js (scripts/build-web --test): the variables the
// engine reads (ATTN_KERNELS) taken from the process's environment, which emscripten's
// getenv does not see by itself.
Module.preRun = Module.preRun || [];
Module.preRun.push(function () {
  for (const name of ['ATTN_KERNELS']) {
    if (process.env[name] !== undefined) ENV[name] = process.env[name];
  }
});
