// What http_curl.cpp and http_winhttp.cpp share (http_common.cpp): a URL cut into its
// parts, the host as messages name it, response header lines read into Response, the
// body's expected length, and the pacing of `keep_going`. Private to the two
// implementations: the rest of the program includes http.hpp only.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "io/http.hpp"

namespace attn::io::http::detail {

// RFC 3986's five parts of a URL or reference (appendix B): "https://h:8/a/b?q#f" gives
// scheme "https", authority "h:8", path "/a/b", query "q", fragment "f". The has_* flags
// tell an empty part from an absent one ("http://h/?" has an empty query).
struct UrlParts {
  std::string scheme, authority, path, query, fragment;
  bool has_scheme = false, has_authority = false, has_query = false, has_fragment = false;
};
UrlParts split_url(const std::string& url);

// Throws std::invalid_argument for a method other than GET and HEAD, and TransferError
// for a URL that is not http:// or https:// with a host.
void check_request(const Request& request);

// The authority's host and port: "[::1]" and "8080" from "user@[::1]:8080"; lower case
// host; port "" when none is written.
struct HostPort {
  std::string host, port;
};
HostPort host_and_port(const std::string& authority);

// The host as messages name it: "huggingface.co", "127.0.0.1:8080" (the port only when it
// is not the scheme's default). Never the user name or password a URL may carry, nor its
// path or query.
std::string host_for_messages(const std::string& url);

// True when `headers` has one named `name`, in any case.
bool has_header(const std::vector<std::pair<std::string, std::string>>& headers, std::string_view name);

// True for a status line ("HTTP/1.1 302 Found", "HTTP/2 200"): a new response begins, and
// the headers gathered so far were an earlier one's (a 100 Continue, a proxy's CONNECT).
bool is_status_line(std::string_view line);
// The status of a status line (302); 0 when it has none.
int status_of_line(std::string_view line);

// Adds the header of one line ("X-Linked-Etag: \"abc\"", line ending optional) to
// `response` with its name in lower case and its value trimmed; a line that is no header
// (blank, the status line, folded) is skipped.
void add_header_line(std::string_view line, Response& response);

// The bytes the body must have, from Content-Length, when the response has a body of
// known length; none for HEAD, 1xx, 204 and 304, and when Content-Length is absent or not
// a number (the body then ends when the connection does, or with its last chunk).
std::optional<std::uint64_t> expected_body_size(const std::string& method, const Response& response);

// Asks `keep_going` at most once per kAskInterval, so that a fast transfer does not ask for
// each piece while a stalled one, polled more often than that, is still asked in time.
class KeepGoingPacer {
 public:
  static constexpr std::chrono::milliseconds kAskInterval{10};
  explicit KeepGoingPacer(const std::function<bool()>& keep_going) : keep_going_(keep_going) {}
  // False once `keep_going` has answered false (and from then on).
  bool operator()();

 private:
  const std::function<bool()>& keep_going_;
  std::chrono::steady_clock::time_point last_asked_{};
  bool stopped_ = false;
};

}  // namespace attn::io::http::detail
