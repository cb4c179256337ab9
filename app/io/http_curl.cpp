// http.hpp on Linux: Debian's libcurl. One easy handle per call, driven through a multi
// handle whose poll waits at most kPollMilliseconds, so that `keep_going` is asked in time
// even while a server sends nothing (libcurl's own progress callback comes about once a
// second then). TLS is verified against the system's certificates (never switched off),
// HTTP/2 is used where the server offers it over TLS, proxies come from the environment
// (http_proxy, https_proxy, no_proxy: libcurl's default), and redirects are returned.
//
// Not here: retries, resuming, following redirects (the caller, hf_download.cpp).
#include "io/http.hpp"

#include <curl/curl.h>

#include <exception>
#include <memory>
#include <mutex>
#include <string>

#include "io/http_common.hpp"

namespace attn::io::http {
namespace {

constexpr int kPollMilliseconds = 40;
constexpr long kBufferBytes = 128 * 1024;  // per write callback: fewer calls on a fast link

void initialize_libcurl_once() {
  static std::once_flag once;
  static CURLcode result = CURLE_OK;
  std::call_once(once, [] { result = curl_global_init(CURL_GLOBAL_DEFAULT); });
  if (result != CURLE_OK) {
    throw TransferError(std::string("cannot start libcurl: ") + curl_easy_strerror(result));
  }
}

struct EasyDeleter {
  void operator()(CURL* easy) const { curl_easy_cleanup(easy); }
};
struct MultiDeleter {
  void operator()(CURLM* multi) const { curl_multi_cleanup(multi); }
};
struct ListDeleter {
  void operator()(curl_slist* list) const { curl_slist_free_all(list); }
};
using Easy = std::unique_ptr<CURL, EasyDeleter>;
using Multi = std::unique_ptr<CURLM, MultiDeleter>;
using HeaderList = std::unique_ptr<curl_slist, ListDeleter>;

// What the callbacks share with perform(). A callback's exception is kept here and thrown
// again once libcurl has returned (it must not cross libcurl's C frames).
struct Transfer {
  const Callbacks& callbacks;
  detail::KeepGoingPacer keep_going;
  Response response;
  bool headers_done = false;  // those of the final response; on_headers was called
  bool stopped = false;
  std::exception_ptr error;

  explicit Transfer(const Callbacks& c) : callbacks(c), keep_going(c.keep_going) {}

  // The final response's headers are all here: on_headers is told; false when it said stop.
  bool headers_complete() {
    headers_done = true;
    if (!callbacks.on_headers) return true;
    try {
      stopped = !callbacks.on_headers(response);
    } catch (...) {
      error = std::current_exception();
    }
    return !stopped && !error;
  }

  // Asks keep_going (paced); false when the transfer is to end.
  bool go_on() {
    if (stopped || error) return false;
    try {
      stopped = !keep_going();
    } catch (...) {
      error = std::current_exception();
    }
    return !stopped && !error;
  }
};

std::size_t on_write(char* data, std::size_t size, std::size_t count, void* user) {
  auto* transfer = static_cast<Transfer*>(user);
  const std::size_t bytes = size * count;
  if (bytes == 0 || !transfer->callbacks.on_body) return bytes;
  try {
    if (transfer->callbacks.on_body(data, bytes)) return bytes;
    transfer->stopped = true;
  } catch (...) {
    transfer->error = std::current_exception();
  }
  return CURL_WRITEFUNC_ERROR;
}

// One header line at a time. A status line starts the headers again (an interim 100
// Continue), so that those of the final response are the ones kept; the blank line after a
// final response's headers hands them to on_headers. Lines after it (a chunked body's
// trailer) are not the response's headers.
std::size_t on_header(char* data, std::size_t size, std::size_t count, void* user) {
  auto* transfer = static_cast<Transfer*>(user);
  const std::size_t bytes = size * count;
  if (transfer->headers_done) return bytes;
  const std::string_view line(data, bytes);
  if (detail::is_status_line(line)) {
    transfer->response = Response{};
    transfer->response.status = detail::status_of_line(line);
  } else if (line == "\r\n" || line == "\n") {
    if (transfer->response.status >= 200 && !transfer->headers_complete()) return 0;
  } else {
    detail::add_header_line(line, transfer->response);
  }
  return bytes;
}

int on_progress(void* user, curl_off_t, curl_off_t, curl_off_t, curl_off_t) {
  return static_cast<Transfer*>(user)->go_on() ? 0 : 1;
}

HeaderList request_headers(const Request& request) {
  curl_slist* list = nullptr;
  const auto append = [&list](const std::string& line) {
    curl_slist* longer = curl_slist_append(list, line.c_str());
    if (longer == nullptr) {
      curl_slist_free_all(list);
      throw std::bad_alloc();
    }
    list = longer;
  };
  // The bytes as stored, so that their SHA-256 is the one the Hub gives.
  if (!detail::has_header(request.headers, "accept-encoding")) append("Accept-Encoding: identity");
  for (const auto& [name, value] : request.headers) append(name + ": " + value);
  return HeaderList(list);
}

void set_options(CURL* easy, const Request& request, curl_slist* headers, Transfer& transfer,
                 char* error_text, const std::string& range) {
  const auto set = [easy](CURLoption option, auto value) {
    const CURLcode code = curl_easy_setopt(easy, option, value);
    if (code != CURLE_OK) {
      throw TransferError(std::string("cannot set up the request: ") + curl_easy_strerror(code));
    }
  };
  set(CURLOPT_URL, request.url.c_str());
  set(CURLOPT_PROTOCOLS_STR, "http,https");
  if (request.method == "HEAD") set(CURLOPT_NOBODY, 1L);
  set(CURLOPT_FOLLOWLOCATION, 0L);
  set(CURLOPT_SUPPRESS_CONNECT_HEADERS, 1L);  // a proxy's answer to CONNECT is not the response
  set(CURLOPT_HTTP_VERSION, static_cast<long>(CURL_HTTP_VERSION_2TLS));
  set(CURLOPT_SSL_VERIFYPEER, 1L);
  set(CURLOPT_SSL_VERIFYHOST, 2L);
  set(CURLOPT_NOSIGNAL, 1L);  // threads: no SIGALRM around name lookups
  set(CURLOPT_TCP_KEEPALIVE, 1L);  // a peer that vanished is noticed in the end
  set(CURLOPT_USERAGENT, "attention-explorer");  // a "User-Agent" in headers replaces it
  set(CURLOPT_HTTPHEADER, headers);
  if (!range.empty()) set(CURLOPT_RANGE, range.c_str());
  if (request.connect_timeout_seconds > 0) {
    set(CURLOPT_CONNECTTIMEOUT_MS, static_cast<long>(request.connect_timeout_seconds * 1000.0));
  }
  set(CURLOPT_BUFFERSIZE, kBufferBytes);
  set(CURLOPT_ERRORBUFFER, error_text);
  set(CURLOPT_WRITEFUNCTION, &on_write);
  set(CURLOPT_WRITEDATA, static_cast<void*>(&transfer));
  set(CURLOPT_HEADERFUNCTION, &on_header);
  set(CURLOPT_HEADERDATA, static_cast<void*>(&transfer));
  set(CURLOPT_XFERINFOFUNCTION, &on_progress);
  set(CURLOPT_XFERINFODATA, static_cast<void*>(&transfer));
  set(CURLOPT_NOPROGRESS, 0L);
}

// "cannot reach HOST: …" before any answer, "the connection to HOST broke off: …" after.
[[noreturn]] void throw_transfer_error(const std::string& host, CURLcode code, const char* error_text,
                                       bool answered) {
  const std::string detail = error_text[0] != '\0' ? error_text : curl_easy_strerror(code);
  if (code == CURLE_PARTIAL_FILE) {
    throw TransferError("the connection to " + host + " broke off before the end of the body: " + detail);
  }
  throw TransferError((answered ? "the connection to " + host + " broke off: " : "cannot reach " + host + ": ") +
                      detail);
}

}  // namespace

bool downloads_available() { return true; }

Response perform(const Request& request, const Callbacks& callbacks) {
  detail::check_request(request);
  const std::string host = detail::host_for_messages(request.url);
  initialize_libcurl_once();
  Easy easy(curl_easy_init());
  Multi multi(curl_multi_init());
  if (!easy || !multi) throw TransferError("cannot reach " + host + ": libcurl could not start a transfer");

  Transfer transfer(callbacks);
  char error_text[CURL_ERROR_SIZE] = {};
  const HeaderList headers = request_headers(request);
  const std::string range = request.range_from > 0 ? std::to_string(request.range_from) + "-" : "";
  set_options(easy.get(), request, headers.get(), transfer, error_text, range);

  if (curl_multi_add_handle(multi.get(), easy.get()) != CURLM_OK) {
    throw TransferError("cannot reach " + host + ": libcurl could not start a transfer");
  }
  CURLcode result = CURLE_OK;
  bool finished = false;
  while (!finished) {
    int running = 0;
    CURLMcode status = curl_multi_perform(multi.get(), &running);
    if (status == CURLM_OK && running > 0 && transfer.go_on()) {
      status = curl_multi_poll(multi.get(), nullptr, 0, kPollMilliseconds, nullptr);
    }
    if (status != CURLM_OK) {
      curl_multi_remove_handle(multi.get(), easy.get());
      throw TransferError("the transfer with " + host + " failed: " + curl_multi_strerror(status));
    }
    int left = 0;
    while (CURLMsg* message = curl_multi_info_read(multi.get(), &left)) {
      if (message->msg == CURLMSG_DONE) {
        result = message->data.result;
        finished = true;
      }
    }
    if (!finished && !transfer.go_on()) break;
  }
  long status_code = 0;
  curl_easy_getinfo(easy.get(), CURLINFO_RESPONSE_CODE, &status_code);
  curl_multi_remove_handle(multi.get(), easy.get());
  if (result == CURLE_OK && !transfer.headers_done) {  // an answer without its blank line
    transfer.response.status = static_cast<int>(status_code);
    transfer.headers_complete();
  }

  if (transfer.error) std::rethrow_exception(transfer.error);
  if (transfer.stopped) throw Stopped("the transfer from " + host + " was stopped");
  if (result != CURLE_OK) throw_transfer_error(host, result, error_text, status_code > 0);
  transfer.response.status = static_cast<int>(status_code);
  return transfer.response;
}

}  // namespace attn::io::http
