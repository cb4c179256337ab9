// http.hpp in the page: a page without threads cannot wait for an answer (the browser's
// fetch() answers on its own turn, after the frame that asked has returned), so `perform`,
// which waits, refuses by name. The page's downloads use http::page instead: a fetch()
// started on one turn, whose headers and bytes the program takes on later ones
// (hf_download_page.cpp).
#include "io/http.hpp"

#include <emscripten.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdlib>

#include "io/http_common.hpp"
#include "io/i18n.hpp"

namespace attn::io::http {
namespace {

// Module.attnFetches[id]: {status, headers, chunks (Uint8Arrays), offset (into the first),
// waiting, done, error, controller}.
EM_JS(int, attn_fetch_start, (const char* url, const char* headers_json), {
  const all = Module["attnFetches"] || (Module["attnFetches"] = {next: 1, of: {}});
  const id = all.next++;
  const f = {status: 0, headers: [], chunks: [], offset: 0, waiting: 0, done: false, error: "",
             controller: new AbortController()};
  all.of[id] = f;
  const headers = JSON.parse(UTF8ToString(headers_json));
  fetch(UTF8ToString(url), {headers: headers, signal: f.controller.signal, cache: "no-store"})
    .then(async (r) => {
      f.headers = Array.from(r.headers.entries());
      f.status = r.status;
      const reader = r.body.getReader();
      for (;;) {
        const part = await reader.read();
        if (part.done) break;
        f.chunks.push(part.value);
        f.waiting += part.value.length;
      }
      f.done = true;
    })
    .catch((e) => {
      f.error = (e && e.message) ? e.message : String(e);
      f.done = true;
    });
  return id;
});

EM_JS(char*, attn_fetch_progress, (int id), {
  const f = (Module["attnFetches"] || {of: {}}).of[id];
  const value = JSON.stringify(f ? {status: f.status, headers: f.headers, waiting: f.waiting, done: f.done,
                                    error: f.error}
                                 : {status: 0, headers: [], waiting: 0, done: true, error: "no such request"});
  const size = lengthBytesUTF8(value) + 1;
  const out = _malloc(size);
  stringToUTF8(value, out, size);
  return out;
});

EM_JS(int, attn_fetch_take, (int id, char* out, int size), {
  const f = (Module["attnFetches"] || {of: {}}).of[id];
  if (!f) return 0;
  let given = 0;
  while (given < size && f.chunks.length > 0) {
    const chunk = f.chunks[0];
    const n = Math.min(size - given, chunk.length - f.offset);
    HEAPU8.set(chunk.subarray(f.offset, f.offset + n), out + given);
    given += n;
    f.offset += n;
    if (f.offset === chunk.length) {
      f.chunks.shift();
      f.offset = 0;
    }
  }
  f.waiting -= given;
  return given;
});

EM_JS(void, attn_fetch_end, (int id), {
  const all = Module["attnFetches"];
  if (!all || !all.of[id]) return;
  if (!all.of[id].done) all.of[id].controller.abort();
  delete all.of[id];
});

}  // namespace

bool downloads_available() { return false; }

Response perform(const Request& request, const Callbacks& /*callbacks*/) {
  detail::check_request(request);
  throw TransferError(tr("downloads are not available in the page: open a model folder from this "
                         "computer instead (File ▸ Open a model folder from this computer…), or use the desktop program"));
}

namespace page {

int start(const Request& request) {
  detail::check_request(request);
  nlohmann::json headers = nlohmann::json::object();
  for (const auto& [name, value] : request.headers) headers[name] = value;
  if (request.range_from > 0) headers["Range"] = "bytes=" + std::to_string(request.range_from) + "-";
  return attn_fetch_start(request.url.c_str(), headers.dump().c_str());
}

Progress progress(int id) {
  char* text = attn_fetch_progress(id);
  const nlohmann::json j = nlohmann::json::parse(text);
  std::free(text);
  Progress p;
  p.status = j.at("status").get<int>();
  for (const auto& h : j.at("headers")) p.headers.emplace_back(h.at(0).get<std::string>(), h.at(1).get<std::string>());
  p.waiting = j.at("waiting").get<std::uint64_t>();
  p.done = j.at("done").get<bool>();
  p.error = j.at("error").get<std::string>();
  return p;
}

std::size_t take(int id, char* out, std::size_t size) {
  return static_cast<std::size_t>(attn_fetch_take(id, out, static_cast<int>(std::min<std::size_t>(size, 1u << 30))));
}

void end(int id) { attn_fetch_end(id); }

}  // namespace page
}  // namespace attn::io::http
