// HTTP requests for the model downloads, behind one interface: http_curl.cpp (Linux,
// Debian's libcurl: HTTP/2, TLS verified against the system's certificates, proxies from
// the environment) and http_winhttp.cpp (Windows' own WinHTTP: the system's certificates
// and proxy settings, so the Windows zip ships no TLS library). The build takes one.
//
// Deliberately small: one request at a time per call, the body handed over in pieces as it
// arrives, and redirects never followed here. The caller follows them itself so that it
// decides which headers go to the new host (a token is for the Hub only, never for the
// host a download is redirected to) and so that it sees a loop.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace attn::io::http {

struct Request {
  std::string method = "GET";  // "GET" or "HEAD"
  std::string url;             // "https://huggingface.co/gpt2/resolve/main/config.json"
  // Sent as given ("Authorization", "Bearer hf_…"). Neither implementation logs them.
  std::vector<std::pair<std::string, std::string>> headers;
  // When > 0, "Range: bytes=FROM-": the server answers 206 with the rest, or 200 with all.
  std::uint64_t range_from = 0;
  // Gives up connecting after this long (the error names the host).
  double connect_timeout_seconds = 20.0;
};

struct Response {
  int status = 0;  // 200, 206, 302, 404, …
  // Header names in lower case ("x-linked-etag"), values without surrounding spaces, in
  // the order received; those of the final response only.
  std::vector<std::pair<std::string, std::string>> headers;
  // The first value of a header (name in any case), "" when absent.
  std::string header(const std::string& name) const;
};

// What the caller is told while a request runs. `on_headers` (when set) is called once
// with the final response's status and headers, before any of its body; returning false
// stops the transfer. `on_body` receives the body's bytes in order as they arrive (not for
// HEAD; for every status, so an error page can be read); returning false stops the
// transfer. `keep_going` is asked at least every 100 ms, bytes or
// none (a stalled server, a slow connect): returning false stops the transfer, within
// 100 ms of the answer. All three run on the calling thread.
struct Callbacks {
  std::function<bool(const Response& response)> on_headers;
  std::function<bool(const char* data, std::size_t size)> on_body;
  std::function<bool()> keep_going;
};

// Thrown when no full response arrived: the host not found, refused, reset, a TLS failure,
// a timeout, or the body cut short (fewer bytes than Content-Length). The message is
// human-readable and names the host ("cannot reach huggingface.co: …"); never a header's
// value.
class TransferError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Thrown when a callback asked to stop.
class Stopped : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Whether `perform` fetches anything: false in the page (http_web.cpp), whose fetch()
// answers only after the frame that asked has returned. The page fetches through the
// requests below instead, a turn at a time.
bool downloads_available();

#ifdef __EMSCRIPTEN__
// The page's requests (the browser's fetch(), which follows redirects itself and sends no
// Authorization header to another host): started, then looked at and emptied on later turns.
namespace page {
struct Progress {
  int status = 0;                   // 0 until the headers have come
  std::vector<std::pair<std::string, std::string>> headers;  // those the server lets a page read
  std::uint64_t waiting = 0;        // bytes received and not yet taken
  bool done = false;                // the body has all come (or failed: error)
  std::string error;                // why no full response came ("Failed to fetch"), "" otherwise
};
int start(const Request& request);  // an id for the calls below
Progress progress(int id);
// Moves up to `size` bytes of the body, in order, to `out`; returns how many.
std::size_t take(int id, char* out, std::size_t size);
void end(int id);  // stops it if it runs, and forgets it
}  // namespace page
#endif

// Runs one request and returns the final response's status and headers once its body has
// been handed to `callbacks.on_body`. Redirects (3xx) are returned, not followed.
// Thread-safe: several threads may each run their own request.
Response perform(const Request& request, const Callbacks& callbacks);

// The scheme, host and port of a URL in lower case ("https://huggingface.co:443"), with
// the scheme's default port written out: two URLs go to the same place exactly when these
// are equal. "" when the URL has no scheme or host.
std::string origin_of(const std::string& url);

// `location` (a Location header) made absolute against the URL it answered: "/x/y" and
// "y" are resolved as a browser does; an absolute URL is given back unchanged.
std::string resolve_location(const std::string& base_url, const std::string& location);

}  // namespace attn::io::http
