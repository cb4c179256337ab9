// http.hpp on Windows: WinHTTP, Windows' own HTTP client, so that the program ships no TLS
// library: the system's certificates and proxy settings, HTTP/2 where Windows has it.
//
// WinHTTP runs asynchronously (WINHTTP_FLAG_ASYNC): each step (send, receive the headers,
// wait for data, read) completes in a status callback on one of WinHTTP's threads, which
// records what happened and sets an event. The calling thread waits on that event at most
// kPollMilliseconds at a time and asks `keep_going` in between, so a server that sends
// nothing can still be left within 100 ms: closing the request handle cancels the step
// under way. `on_body` and `keep_going` run on the calling thread only.
//
// Not here: retries, resuming, following redirects (the caller, hf_download.cpp).
#include "io/http.hpp"

#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#ifndef NOMINMAX
#define NOMINMAX
#endif
#include <windows.h>
#include <winhttp.h>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "io/http_common.hpp"

namespace attn::io::http {
namespace {

constexpr DWORD kPollMilliseconds = 40;
constexpr DWORD kReadBytes = 128 * 1024;

std::wstring to_utf16(const std::string& utf8) {
  if (utf8.empty()) return L"";
  const int size = static_cast<int>(utf8.size());
  std::wstring out(static_cast<std::size_t>(MultiByteToWideChar(CP_UTF8, 0, utf8.data(), size, nullptr, 0)), L'\0');
  MultiByteToWideChar(CP_UTF8, 0, utf8.data(), size, out.data(), static_cast<int>(out.size()));
  return out;
}

std::string to_utf8(const wchar_t* text, std::size_t length) {
  if (length == 0) return "";
  const int size = static_cast<int>(length);
  std::string out(static_cast<std::size_t>(WideCharToMultiByte(CP_UTF8, 0, text, size, nullptr, 0, nullptr, nullptr)),
                  '\0');
  WideCharToMultiByte(CP_UTF8, 0, text, size, out.data(), static_cast<int>(out.size()), nullptr, nullptr);
  return out;
}

// The words for WinHTTP's errors a download meets; the system's text for the others.
std::string error_text(DWORD error, DWORD certificate_problems) {
  switch (error) {
    case ERROR_WINHTTP_NAME_NOT_RESOLVED: return "the name is not known (no DNS answer)";
    case ERROR_WINHTTP_CANNOT_CONNECT: return "the connection was refused or could not be made";
    case ERROR_WINHTTP_TIMEOUT: return "no answer in time";
    case ERROR_WINHTTP_CONNECTION_ERROR: return "the connection was reset";
    case ERROR_WINHTTP_INVALID_SERVER_RESPONSE: return "the answer is not HTTP";
    case ERROR_WINHTTP_SECURE_FAILURE: {
      std::string text = "the secure connection failed";
      if (certificate_problems & WINHTTP_CALLBACK_STATUS_FLAG_INVALID_CA) text += ": the certificate is not trusted";
      if (certificate_problems & WINHTTP_CALLBACK_STATUS_FLAG_CERT_CN_INVALID) text += ": the certificate is for another name";
      if (certificate_problems & WINHTTP_CALLBACK_STATUS_FLAG_CERT_DATE_INVALID) text += ": the certificate has expired";
      if (certificate_problems & WINHTTP_CALLBACK_STATUS_FLAG_CERT_REVOKED) text += ": the certificate was revoked";
      return text;
    }
    default: break;
  }
  wchar_t* buffer = nullptr;
  const DWORD length = FormatMessageW(
      FORMAT_MESSAGE_ALLOCATE_BUFFER | FORMAT_MESSAGE_FROM_HMODULE | FORMAT_MESSAGE_FROM_SYSTEM |
          FORMAT_MESSAGE_IGNORE_INSERTS,
      GetModuleHandleW(L"winhttp.dll"), error, 0, reinterpret_cast<wchar_t*>(&buffer), 0, nullptr);
  std::string text = buffer != nullptr ? to_utf8(buffer, length) : "";
  if (buffer != nullptr) LocalFree(buffer);
  while (!text.empty() && (text.back() == '\n' || text.back() == '\r' || text.back() == '.' || text.back() == ' ')) {
    text.pop_back();
  }
  return text.empty() ? "error " + std::to_string(error) : text;
}

// What the status callback hands to the calling thread. One step is outstanding at a time;
// `done` is set when it completes. Once the request handle has been closed, the state is
// WinHTTP's: the handle's last callback (HANDLE_CLOSING) deletes it, since a step under way
// may still complete into it (and write into `buffer`) after perform() has returned. Wine
// finishes such a step only when the server sends or closes; Windows cancels it at once.
struct RequestState {
  HANDLE done = CreateEventW(nullptr, FALSE, FALSE, nullptr);
  DWORD status = 0;  // WINHTTP_CALLBACK_STATUS_* of the step that completed
  DWORD error = 0;   // for WINHTTP_CALLBACK_STATUS_REQUEST_ERROR
  DWORD bytes = 0;   // DATA_AVAILABLE, READ_COMPLETE
  DWORD certificate_problems = 0;
  std::vector<char> buffer = std::vector<char>(kReadBytes);

  RequestState() = default;
  RequestState(const RequestState&) = delete;
  RequestState& operator=(const RequestState&) = delete;
  ~RequestState() {
    if (done != nullptr) CloseHandle(done);
  }
};

void CALLBACK on_status(HINTERNET, DWORD_PTR context, DWORD status, LPVOID info, DWORD info_length) {
  auto* state = reinterpret_cast<RequestState*>(context);
  if (state == nullptr) return;  // the session's and the connection's own callbacks
  switch (status) {
    case WINHTTP_CALLBACK_STATUS_SECURE_FAILURE:
      if (info != nullptr) state->certificate_problems = *static_cast<const DWORD*>(info);
      return;
    case WINHTTP_CALLBACK_STATUS_HANDLE_CLOSING:
      delete state;  // the request's last callback: the state was handed over when it closed
      return;
    case WINHTTP_CALLBACK_STATUS_DATA_AVAILABLE:
      state->bytes = info != nullptr ? *static_cast<const DWORD*>(info) : 0;
      break;
    case WINHTTP_CALLBACK_STATUS_READ_COMPLETE:
      state->bytes = info_length;
      break;
    case WINHTTP_CALLBACK_STATUS_REQUEST_ERROR:
      state->error = info != nullptr ? static_cast<const WINHTTP_ASYNC_RESULT*>(info)->dwError : ERROR_WINHTTP_INTERNAL_ERROR;
      break;
    case WINHTTP_CALLBACK_STATUS_SENDREQUEST_COMPLETE:
    case WINHTTP_CALLBACK_STATUS_HEADERS_AVAILABLE:
      break;
    default:
      return;
  }
  state->status = status;
  SetEvent(state->done);
}

class InternetHandle {
 public:
  explicit InternetHandle(HINTERNET handle = nullptr) : handle_(handle) {}
  ~InternetHandle() {
    if (handle_ != nullptr) WinHttpCloseHandle(handle_);
  }
  InternetHandle(const InternetHandle&) = delete;
  InternetHandle& operator=(const InternetHandle&) = delete;
  HINTERNET get() const { return handle_; }
  void reset(HINTERNET handle) {
    if (handle_ != nullptr) WinHttpCloseHandle(handle_);
    handle_ = handle;
  }

 private:
  HINTERNET handle_;
};

// One request's handles and state. Leaving it (an answer, an error, a stop) closes the
// request, which cancels a step under way, and hands the state over to WinHTTP's last
// callback: perform() returns without waiting for that.
class AsyncRequest {
 public:
  AsyncRequest(const Request& request, const Callbacks& callbacks)
      : request_(request), callbacks_(callbacks), pacer_(callbacks.keep_going),
        host_(detail::host_for_messages(request.url)), state_(std::make_unique<RequestState>()) {}
  ~AsyncRequest();
  AsyncRequest(const AsyncRequest&) = delete;
  AsyncRequest& operator=(const AsyncRequest&) = delete;

  Response run();

 private:
  void open();
  std::wstring header_block() const;
  // Waits for the step just started to complete, asking keep_going meanwhile; its status.
  DWORD wait();
  // Starts a step (`started` is what the WinHttp* call returned) and waits for it.
  DWORD step(BOOL started);
  void read_headers(Response& response);
  void read_body(const Response& response);
  [[noreturn]] void fail(DWORD error) const;

  const Request& request_;
  const Callbacks& callbacks_;
  detail::KeepGoingPacer pacer_;
  std::string host_;
  std::unique_ptr<RequestState> state_;
  InternetHandle session_;
  InternetHandle connection_;
  HINTERNET handle_ = nullptr;  // the request; closed in the destructor
  bool state_is_context_ = false;  // the callbacks of handle_ see state_
  bool answered_ = false;       // the status line came: a later failure broke the body off
};

AsyncRequest::~AsyncRequest() {
  if (handle_ == nullptr) return;
  if (state_is_context_) (void)state_.release();  // on_status deletes it
  WinHttpCloseHandle(handle_);
}

void AsyncRequest::open() {
  if (state_->done == nullptr) fail(GetLastError());
  // The system's proxy settings (Windows 8.1 and later), else WinHTTP's own (netsh).
  HINTERNET session = WinHttpOpen(L"attention-explorer", WINHTTP_ACCESS_TYPE_AUTOMATIC_PROXY,
                                  WINHTTP_NO_PROXY_NAME, WINHTTP_NO_PROXY_BYPASS, WINHTTP_FLAG_ASYNC);
  if (session == nullptr) {
    session = WinHttpOpen(L"attention-explorer", WINHTTP_ACCESS_TYPE_DEFAULT_PROXY, WINHTTP_NO_PROXY_NAME,
                          WINHTTP_NO_PROXY_BYPASS, WINHTTP_FLAG_ASYNC);
  }
  if (session == nullptr) fail(GetLastError());
  session_.reset(session);
  const DWORD notifications = WINHTTP_CALLBACK_FLAG_ALL_COMPLETIONS | WINHTTP_CALLBACK_FLAG_HANDLES |
                              WINHTTP_CALLBACK_FLAG_SECURE_FAILURE;
  if (WinHttpSetStatusCallback(session, &on_status, notifications, 0) == WINHTTP_INVALID_STATUS_CALLBACK) {
    fail(GetLastError());
  }
  // HTTP/2 where Windows has it (Windows 10 1607 and later); HTTP/1.1 elsewhere.
  DWORD protocols = WINHTTP_PROTOCOL_FLAG_HTTP2;
  WinHttpSetOption(session, WINHTTP_OPTION_ENABLE_HTTP_PROTOCOL, &protocols, sizeof protocols);
  // No timeout while the body comes (a stalled server is the caller's to leave: keep_going).
  const int connect_ms = request_.connect_timeout_seconds > 0
                             ? static_cast<int>(request_.connect_timeout_seconds * 1000.0)
                             : 60000;
  WinHttpSetTimeouts(session, connect_ms, connect_ms, 30000, -1);

  const std::wstring url = to_utf16(request_.url);
  URL_COMPONENTS parts{};
  parts.dwStructSize = sizeof parts;
  parts.dwHostNameLength = static_cast<DWORD>(-1);
  parts.dwUrlPathLength = static_cast<DWORD>(-1);
  parts.dwExtraInfoLength = static_cast<DWORD>(-1);
  parts.dwSchemeLength = static_cast<DWORD>(-1);
  if (!WinHttpCrackUrl(url.c_str(), static_cast<DWORD>(url.size()), 0, &parts)) fail(GetLastError());
  const std::wstring host(parts.lpszHostName, parts.dwHostNameLength);
  std::wstring object(parts.lpszUrlPath, parts.dwUrlPathLength);
  object.append(parts.lpszExtraInfo, parts.dwExtraInfoLength);
  // The fragment is not the server's ("#…" stays here).
  object.erase(std::min(object.find(L'#'), object.size()));
  if (object.empty()) object = L"/";

  HINTERNET connection = WinHttpConnect(session, host.c_str(), parts.nPort, 0);
  if (connection == nullptr) fail(GetLastError());
  connection_.reset(connection);
  const std::wstring verb = to_utf16(request_.method);
  handle_ = WinHttpOpenRequest(connection, verb.c_str(), object.c_str(), nullptr, WINHTTP_NO_REFERER,
                               WINHTTP_DEFAULT_ACCEPT_TYPES,
                               parts.nScheme == INTERNET_SCHEME_HTTPS ? WINHTTP_FLAG_SECURE : 0);
  if (handle_ == nullptr) fail(GetLastError());
  DWORD_PTR context = reinterpret_cast<DWORD_PTR>(state_.get());
  if (!WinHttpSetOption(handle_, WINHTTP_OPTION_CONTEXT_VALUE, &context, sizeof context)) fail(GetLastError());
  state_is_context_ = true;
  // Redirects are returned, never followed: by policy, and by the older switch.
  DWORD never = WINHTTP_OPTION_REDIRECT_POLICY_NEVER;
  const BOOL by_policy = WinHttpSetOption(handle_, WINHTTP_OPTION_REDIRECT_POLICY, &never, sizeof never);
  DWORD no_redirects = WINHTTP_DISABLE_REDIRECTS;
  const BOOL by_feature = WinHttpSetOption(handle_, WINHTTP_OPTION_DISABLE_FEATURE, &no_redirects, sizeof no_redirects);
  if (!by_policy && !by_feature) fail(GetLastError());
}

std::wstring AsyncRequest::header_block() const {
  std::string block;
  // The bytes as stored, so that their SHA-256 is the one the Hub gives.
  if (!detail::has_header(request_.headers, "accept-encoding")) block += "Accept-Encoding: identity\r\n";
  if (request_.range_from > 0) block += "Range: bytes=" + std::to_string(request_.range_from) + "-\r\n";
  for (const auto& [name, value] : request_.headers) block += name + ": " + value + "\r\n";
  return to_utf16(block);
}

DWORD AsyncRequest::wait() {
  for (;;) {
    const DWORD waited = WaitForSingleObject(state_->done, kPollMilliseconds);
    if (waited == WAIT_OBJECT_0) break;
    if (waited != WAIT_TIMEOUT) fail(GetLastError());
    if (!pacer_()) throw Stopped("the transfer from " + host_ + " was stopped");
  }
  if (state_->status == WINHTTP_CALLBACK_STATUS_REQUEST_ERROR) fail(state_->error);
  return state_->status;
}

DWORD AsyncRequest::step(BOOL started) {
  if (!started) fail(GetLastError());
  return wait();
}

void AsyncRequest::read_headers(Response& response) {
  DWORD status = 0;
  DWORD size = sizeof status;
  if (!WinHttpQueryHeaders(handle_, WINHTTP_QUERY_STATUS_CODE | WINHTTP_QUERY_FLAG_NUMBER,
                           WINHTTP_HEADER_NAME_BY_INDEX, &status, &size, WINHTTP_NO_HEADER_INDEX)) {
    fail(GetLastError());
  }
  response.status = static_cast<int>(status);
  size = 0;
  WinHttpQueryHeaders(handle_, WINHTTP_QUERY_RAW_HEADERS_CRLF, WINHTTP_HEADER_NAME_BY_INDEX, WINHTTP_NO_OUTPUT_BUFFER,
                      &size, WINHTTP_NO_HEADER_INDEX);
  if (GetLastError() != ERROR_INSUFFICIENT_BUFFER) fail(GetLastError());
  std::wstring raw(size / sizeof(wchar_t) + 1, L'\0');
  if (!WinHttpQueryHeaders(handle_, WINHTTP_QUERY_RAW_HEADERS_CRLF, WINHTTP_HEADER_NAME_BY_INDEX, raw.data(), &size,
                           WINHTTP_NO_HEADER_INDEX)) {
    fail(GetLastError());
  }
  raw.resize(size / sizeof(wchar_t));
  const std::string lines = to_utf8(raw.data(), raw.size());
  for (std::size_t begin = 0; begin < lines.size();) {
    const std::size_t end = std::min(lines.find('\n', begin), lines.size());
    detail::add_header_line(std::string_view(lines).substr(begin, end - begin), response);
    begin = end + 1;
  }
}

void AsyncRequest::read_body(const Response& response) {
  std::uint64_t received = 0;
  for (;;) {
    step(WinHttpQueryDataAvailable(handle_, nullptr));
    const DWORD available = state_->bytes;
    if (available == 0) break;
    step(WinHttpReadData(handle_, state_->buffer.data(), std::min(available, kReadBytes), nullptr));
    const DWORD got = state_->bytes;
    if (got == 0) break;
    received += got;
    if (callbacks_.on_body && !callbacks_.on_body(state_->buffer.data(), got)) {
      throw Stopped("the transfer from " + host_ + " was stopped");
    }
    if (!pacer_()) throw Stopped("the transfer from " + host_ + " was stopped");
  }
  const auto expected = detail::expected_body_size(request_.method, response);
  if (expected && received < *expected) {
    throw TransferError("the connection to " + host_ + " broke off before the end of the body: " +
                        std::to_string(received) + " of " + std::to_string(*expected) + " bytes came");
  }
}

void AsyncRequest::fail(DWORD error) const {
  const std::string text = error_text(error, state_ ? state_->certificate_problems : 0);
  if (answered_) throw TransferError("the connection to " + host_ + " broke off: " + text);
  throw TransferError("cannot reach " + host_ + ": " + text);
}

Response AsyncRequest::run() {
  open();
  const std::wstring headers = header_block();
  step(WinHttpSendRequest(handle_, headers.c_str(), static_cast<DWORD>(headers.size()), WINHTTP_NO_REQUEST_DATA, 0,
                          0, reinterpret_cast<DWORD_PTR>(state_.get())));
  step(WinHttpReceiveResponse(handle_, nullptr));
  Response response;
  read_headers(response);
  answered_ = true;
  if (callbacks_.on_headers && !callbacks_.on_headers(response)) {
    throw Stopped("the transfer from " + host_ + " was stopped");
  }
  if (request_.method != "HEAD") read_body(response);
  return response;
}

}  // namespace

bool downloads_available() { return true; }

Response perform(const Request& request, const Callbacks& callbacks) {
  detail::check_request(request);
  AsyncRequest transfer(request, callbacks);
  return transfer.run();
}

}  // namespace attn::io::http
