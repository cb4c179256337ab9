#ifdef __EMSCRIPTEN__
#include "io/browser.hpp"

#include <emscripten.h>

#include <utility>

namespace {

std::vector<std::string>& given() {
  static std::vector<std::string> paths;
  return paths;
}

std::vector<attn::io::browser::Refusal>& refused() {
  static std::vector<attn::io::browser::Refusal> all;
  return all;
}

}  // namespace

// Called by the page's script once the files of one drop or one pick are in the page's files.
extern "C" EMSCRIPTEN_KEEPALIVE void attn_browser_given(const char* path) { given().emplace_back(path); }
extern "C" EMSCRIPTEN_KEEPALIVE void attn_browser_refused(const char* name, double bytes) {
  refused().push_back({name, static_cast<std::uint64_t>(bytes)});
}
extern "C" EMSCRIPTEN_KEEPALIVE double attn_browser_largest_given() {
  return static_cast<double>(attn::io::browser::kLargestGiven);
}

namespace attn::io::browser {
namespace {

// The files of a drop or a pick, written under /tmp/given/N/ with their folders; then the one
// path that stands for them reaches the program (attn_browser_given).
EM_JS(void, attn_install_browser_files, (), {
  if (Module["attnGive"]) return;
  let count = 0;
  const write = (base, relative, bytes) => {
    const full = base + "/" + relative;
    FS.mkdirTree(full.substring(0, full.lastIndexOf("/")));
    FS.writeFile(full, bytes);
  };
  // files: [{path: "folder/config.json", file: File}], in order.
  const send = (text, call) => {
    const size = lengthBytesUTF8(text) + 1;
    const p = _malloc(size);
    stringToUTF8(text, p, size);
    call(p);
    _free(p);
  };
  Module["attnGive"] = async (files) => {
    if (files.length === 0) return;
    // What was given, by name: the folder, the file, or the first of several files (+ the others' count).
    const tops = [...new Set(files.map((f) => f.path.split("/")[0]))];
    const name = tops.length === 1 ? tops[0] : tops[0] + " (+" + (tops.length - 1) + ")";
    const total = files.reduce((sum, f) => sum + f.file.size, 0);
    if (total > Module["_attn_browser_largest_given"]()) {
      send(name, (p) => Module["_attn_browser_refused"](p, total));
      return;
    }
    const base = "/tmp/given/" + (++count);
    for (const f of files) write(base, f.path, new Uint8Array(await f.file.arrayBuffer()));
    // One file or one folder stands for itself; several files given together, for the folder
    // that holds them (a model folder's files).
    const path = tops.length === 1 ? base + "/" + tops[0] : base;
    send(path, (p) => Module["_attn_browser_given"](p));
  };
  const entries = async (entry, prefix, out) => {
    if (entry.isFile) {
      const file = await new Promise((resolve, reject) => entry.file(resolve, reject));
      out.push({path: prefix + entry.name, file});
    } else if (entry.isDirectory) {
      const reader = entry.createReader();
      for (;;) {
        const batch = await new Promise((resolve, reject) => reader.readEntries(resolve, reject));
        if (batch.length === 0) break;
        for (const e of batch) await entries(e, prefix + entry.name + "/", out);
      }
    }
  };
  // On the window, capturing: before emscripten's GLFW (on the canvas), which would flatten
  // a folder into loose files and hand the window a list of them.
  window.addEventListener("dragover", (e) => { e.preventDefault(); }, true);
  window.addEventListener("drop", (e) => {
    e.preventDefault();
    e.stopPropagation();
    const items = [...(e.dataTransfer.items || [])];
    const plain = [...(e.dataTransfer.files || [])];
    (async () => {
      const out = [];
      const asEntries = items.map((i) => (i.webkitGetAsEntry ? i.webkitGetAsEntry() : null));
      if (asEntries.length > 0 && asEntries.every((x) => x)) {
        for (const entry of asEntries) await entries(entry, "", out);
      } else {
        for (const file of plain) out.push({path: file.name, file});
      }
      await Module["attnGive"](out);
    })().catch((err) => console.warn("Attention Explorer: the dropped files could not be read: " + err));
  }, true);
});

EM_JS(void, attn_pick, (int folder), {
  const input = document.createElement("input");
  input.type = "file";
  input.multiple = true;
  if (folder) input.webkitdirectory = true;
  input.style.display = "none";
  input.addEventListener("change", () => {
    const files = [...input.files].map((file) => ({path: file.webkitRelativePath || file.name, file}));
    input.remove();
    Module["attnGive"](files).catch((err) => console.warn("Attention Explorer: the files could not be read: " + err));
  });
  document.body.appendChild(input);
  input.click();
});

EM_JS(void, attn_download, (const char* path, const char* name), {
  const bytes = FS.readFile(UTF8ToString(path));
  const url = URL.createObjectURL(new Blob([bytes], {type: "application/octet-stream"}));
  const a = document.createElement("a");
  a.href = url;
  a.download = UTF8ToString(name);
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
});

}  // namespace

void listen_for_drops() { attn_install_browser_files(); }

void pick(bool folder) { attn_pick(folder ? 1 : 0); }

std::vector<std::string> take_given() { return std::exchange(given(), {}); }

std::vector<Refusal> take_refused() { return std::exchange(refused(), {}); }

void download(const std::string& path, const std::string& name) { attn_download(path.c_str(), name.c_str()); }

}  // namespace attn::io::browser
#endif
