// The parts of http.hpp that are the same on every system: Response::header, origin_of,
// resolve_location (RFC 3986, section 5), and http_common.hpp's helpers. No network here.
#include "io/http_common.hpp"

#include <algorithm>
#include <cctype>

namespace attn::io::http {
namespace {

std::string lower(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

std::string_view trim(std::string_view text) {
  const auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; };
  while (!text.empty() && blank(text.front())) text.remove_prefix(1);
  while (!text.empty() && blank(text.back())) text.remove_suffix(1);
  return text;
}

bool all_digits(std::string_view text) {
  return !text.empty() &&
         std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// RFC 3986, 3.1: ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ).
bool is_scheme(std::string_view text) {
  if (text.empty() || !std::isalpha(static_cast<unsigned char>(text[0]))) return false;
  return std::all_of(text.begin(), text.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '+' || c == '-' || c == '.';
  });
}

std::string default_port(const std::string& lower_scheme) {
  if (lower_scheme == "http") return "80";
  if (lower_scheme == "https") return "443";
  return "";
}

// "0443" → "443"; "" when not a port number.
std::string canonical_port(const std::string& port) {
  if (!all_digits(port) || port.size() > 5) return "";
  const unsigned long value = std::stoul(port);
  return value <= 65535 ? std::to_string(value) : "";
}

// RFC 3986, 5.2.4: "/a/b/../c/./d" → "/a/c/d".
std::string remove_dot_segments(std::string in) {
  const auto starts = [&in](const char* prefix) { return in.rfind(prefix, 0) == 0; };
  const auto drop_last_segment = [](std::string& out) {
    const std::size_t slash = out.rfind('/');
    out.erase(slash == std::string::npos ? 0 : slash);
  };
  std::string out;
  while (!in.empty()) {
    if (starts("../")) {
      in.erase(0, 3);
    } else if (starts("./") || starts("/./")) {
      in.erase(0, 2);
    } else if (in == "/.") {
      in = "/";
    } else if (starts("/../")) {
      in.erase(0, 3);
      drop_last_segment(out);
    } else if (in == "/..") {
      in = "/";
      drop_last_segment(out);
    } else if (in == "." || in == "..") {
      in.clear();
    } else {
      std::size_t end = in.find('/', in[0] == '/' ? 1 : 0);
      if (end == std::string::npos) end = in.size();
      out.append(in, 0, end);
      in.erase(0, end);
    }
  }
  return out;
}

// RFC 3986, 5.3.
std::string recompose(const detail::UrlParts& p) {
  std::string out;
  if (p.has_scheme) out += p.scheme + ":";
  if (p.has_authority) out += "//" + p.authority;
  out += p.path;
  if (p.has_query) out += "?" + p.query;
  if (p.has_fragment) out += "#" + p.fragment;
  return out;
}

}  // namespace

std::string Response::header(const std::string& name) const {
  const std::string wanted = lower(name);
  for (const auto& [key, value] : headers) {
    if (key == wanted) return value;
  }
  return "";
}

std::string origin_of(const std::string& url) {
  const detail::UrlParts parts = detail::split_url(url);
  if (!parts.has_scheme || !parts.has_authority) return "";
  const std::string scheme = lower(parts.scheme);
  const detail::HostPort hp = detail::host_and_port(parts.authority);
  if (hp.host.empty()) return "";
  const std::string port = hp.port.empty() ? default_port(scheme) : canonical_port(hp.port);
  if (!hp.port.empty() && port.empty()) return "";  // "http://h:x/": no place at all
  return scheme + "://" + hp.host + (port.empty() ? "" : ":" + port);
}

// RFC 3986, 5.2.2 (strict), but for an absolute reference, which is given back unchanged.
std::string resolve_location(const std::string& base_url, const std::string& location) {
  const detail::UrlParts ref = detail::split_url(location);
  if (ref.has_scheme) return location;
  const detail::UrlParts base = detail::split_url(base_url);
  detail::UrlParts target;
  target.scheme = base.scheme;
  target.has_scheme = base.has_scheme;
  if (ref.has_authority) {
    target.authority = ref.authority;
    target.has_authority = true;
    target.path = remove_dot_segments(ref.path);
    target.query = ref.query;
    target.has_query = ref.has_query;
  } else {
    target.authority = base.authority;
    target.has_authority = base.has_authority;
    if (ref.path.empty()) {
      target.path = base.path;
      target.query = ref.has_query ? ref.query : base.query;
      target.has_query = ref.has_query || base.has_query;
    } else {
      if (ref.path[0] == '/') {
        target.path = remove_dot_segments(ref.path);
      } else if (base.has_authority && base.path.empty()) {
        target.path = remove_dot_segments("/" + ref.path);
      } else {
        const std::size_t slash = base.path.rfind('/');
        const std::string directory = slash == std::string::npos ? "" : base.path.substr(0, slash + 1);
        target.path = remove_dot_segments(directory + ref.path);
      }
      target.query = ref.query;
      target.has_query = ref.has_query;
    }
  }
  target.fragment = ref.fragment;
  target.has_fragment = ref.has_fragment;
  return recompose(target);
}

namespace detail {

// RFC 3986, appendix B: ^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?
UrlParts split_url(const std::string& url) {
  UrlParts parts;
  std::string_view rest(url);
  const std::size_t colon = rest.find_first_of(":/?#");
  if (colon != std::string_view::npos && rest[colon] == ':' && is_scheme(rest.substr(0, colon))) {
    parts.scheme = std::string(rest.substr(0, colon));
    parts.has_scheme = true;
    rest.remove_prefix(colon + 1);
  }
  if (rest.substr(0, 2) == "//") {
    rest.remove_prefix(2);
    const std::size_t end = std::min(rest.find_first_of("/?#"), rest.size());
    parts.authority = std::string(rest.substr(0, end));
    parts.has_authority = true;
    rest.remove_prefix(end);
  }
  const std::size_t path_end = std::min(rest.find_first_of("?#"), rest.size());
  parts.path = std::string(rest.substr(0, path_end));
  rest.remove_prefix(path_end);
  if (!rest.empty() && rest[0] == '?') {
    const std::size_t end = std::min(rest.find('#'), rest.size());
    parts.query = std::string(rest.substr(1, end - 1));
    parts.has_query = true;
    rest.remove_prefix(end);
  }
  if (!rest.empty() && rest[0] == '#') {
    parts.fragment = std::string(rest.substr(1));
    parts.has_fragment = true;
  }
  return parts;
}

void check_request(const Request& request) {
  if (request.method != "GET" && request.method != "HEAD") {
    throw std::invalid_argument("HTTP method '" + request.method + "': only GET and HEAD are made");
  }
  const std::string origin = origin_of(request.url);
  if (origin.rfind("http://", 0) != 0 && origin.rfind("https://", 0) != 0) {
    throw TransferError("cannot reach " + host_for_messages(request.url) + ": not an http:// or https:// address");
  }
}

HostPort host_and_port(const std::string& authority) {
  std::string_view rest(authority);
  const std::size_t at = rest.rfind('@');
  if (at != std::string_view::npos) rest.remove_prefix(at + 1);  // no user or password
  std::size_t host_end = 0;
  if (!rest.empty() && rest[0] == '[') {  // "[::1]:8080"
    const std::size_t bracket = rest.find(']');
    host_end = bracket == std::string_view::npos ? rest.size() : bracket + 1;
  } else {
    host_end = std::min(rest.find(':'), rest.size());
  }
  HostPort out;
  out.host = lower(rest.substr(0, host_end));
  if (host_end < rest.size() && rest[host_end] == ':') out.port = std::string(rest.substr(host_end + 1));
  return out;
}

std::string host_for_messages(const std::string& url) {
  const UrlParts parts = split_url(url);
  const HostPort hp = host_and_port(parts.authority);
  if (hp.host.empty()) return "(no host)";
  const std::string port = canonical_port(hp.port);
  if (port.empty() || port == default_port(lower(parts.scheme))) return hp.host;
  return hp.host + ":" + port;
}

bool has_header(const std::vector<std::pair<std::string, std::string>>& headers, std::string_view name) {
  const std::string wanted = lower(name);
  return std::any_of(headers.begin(), headers.end(), [&](const auto& header) { return lower(header.first) == wanted; });
}

bool is_status_line(std::string_view line) { return line.substr(0, 5) == "HTTP/"; }

int status_of_line(std::string_view line) {
  if (!is_status_line(line)) return 0;
  const std::size_t space = line.find(' ');
  if (space == std::string_view::npos || line.size() < space + 4) return 0;
  const std::string_view code = line.substr(space + 1, 3);
  return all_digits(code) ? std::stoi(std::string(code)) : 0;
}

void add_header_line(std::string_view line, Response& response) {
  while (!line.empty() && (line.back() == '\r' || line.back() == '\n')) line.remove_suffix(1);
  if (line.empty() || line[0] == ' ' || line[0] == '\t' || is_status_line(line)) return;
  const std::size_t colon = line.find(':');
  if (colon == std::string_view::npos) return;
  const std::string_view name = trim(line.substr(0, colon));
  if (name.empty()) return;
  response.headers.emplace_back(lower(name), std::string(trim(line.substr(colon + 1))));
}

std::optional<std::uint64_t> expected_body_size(const std::string& method, const Response& response) {
  if (method == "HEAD" || response.status < 200 || response.status == 204 || response.status == 304) {
    return std::nullopt;
  }
  if (!response.header("transfer-encoding").empty()) return std::nullopt;  // it wins (RFC 9112, 6.3)
  const std::string length = response.header("content-length");
  if (!all_digits(length) || length.size() > 19) return std::nullopt;
  return std::stoull(length);
}

bool KeepGoingPacer::operator()() {
  if (stopped_) return false;
  if (!keep_going_) return true;
  const auto now = std::chrono::steady_clock::now();
  if (last_asked_ != std::chrono::steady_clock::time_point{} && now - last_asked_ < kAskInterval) {
    return true;
  }
  last_asked_ = now;
  stopped_ = !keep_going_();
  return !stopped_;
}

}  // namespace detail
}  // namespace attn::io::http
