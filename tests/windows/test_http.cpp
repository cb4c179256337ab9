// io/http.hpp on Windows (WinHTTP; under Wine in scripts/build-windows) against a small
// HTTP/1.1 server on 127.0.0.1 written here with Winsock (cpp-httplib is not built for
// Windows): GET, HEAD, a redirect returned, a range, headers both ways, a body cut short, a
// refused connection, and stalled servers left within 100 ms.
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#ifndef NOMINMAX
#define NOMINMAX
#endif
#include <winsock2.h>
#include <ws2tcpip.h>

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "../http_checks.hpp"
#include "io/http.hpp"

namespace {

namespace http = attn::io::http;

std::string pattern(std::size_t n) {
  std::string bytes(n, '\0');
  for (std::size_t i = 0; i < n; ++i) bytes[i] = static_cast<char>((i * 31 + 7) % 256);
  return bytes;
}

bool send_all(SOCKET socket, const std::string& bytes) {
  for (std::size_t sent = 0; sent < bytes.size();) {
    const int n = send(socket, bytes.data() + sent, static_cast<int>(std::min<std::size_t>(bytes.size() - sent, 1 << 16)), 0);
    if (n <= 0) return false;
    sent += static_cast<std::size_t>(n);
  }
  return true;
}

// A TCP socket bound to a free port of 127.0.0.1, and the port.
SOCKET bound_loopback_socket(int& port) {
  const SOCKET bound = socket(AF_INET, SOCK_STREAM, IPPROTO_TCP);
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  bind(bound, reinterpret_cast<sockaddr*>(&address), sizeof address);
  int size = sizeof address;
  getsockname(bound, reinterpret_cast<sockaddr*>(&address), &size);
  port = ntohs(address.sin_port);
  return bound;
}

// One connection at a time, one request per connection ("Connection: close"). Routes:
//   /file            200, kFileBytes bytes; HEAD too; "Range: bytes=N-" gives 206 and the rest
//   /redirect        302 to /file
//   /short           says 1000 bytes, sends 500 and closes
//   /stall-body      says 1000000 bytes, sends 1000, then nothing until released
//   /stall-headers   nothing until released
class LoopbackServer {
 public:
  static constexpr std::size_t kFileBytes = 300000;

  LoopbackServer() : file_(pattern(kFileBytes)) {
    WSADATA data;
    WSAStartup(MAKEWORD(2, 2), &data);
    listener_ = bound_loopback_socket(port_);
    listen(listener_, 8);
    thread_ = std::thread([this] { serve(); });
  }
  ~LoopbackServer() {
    stopping_ = true;
    release();
    closesocket(listener_);  // accept() returns
    thread_.join();
    WSACleanup();
  }
  LoopbackServer(const LoopbackServer&) = delete;
  LoopbackServer& operator=(const LoopbackServer&) = delete;

  std::string url(const std::string& path) const { return "http://127.0.0.1:" + std::to_string(port_) + path; }
  const std::string& file() const { return file_; }
  // The head (request line and headers) of the last request, and how many requests came.
  std::string last_head() {
    std::lock_guard<std::mutex> lock(mutex_);
    return last_head_;
  }
  int requests() const { return requests_; }
  void release() {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      released_ = true;
    }
    released_changed_.notify_all();
  }

 private:
  void serve() {
    while (!stopping_) {
      const SOCKET client = accept(listener_, nullptr, nullptr);
      if (client == INVALID_SOCKET) return;
      answer(client);
      shutdown(client, SD_SEND);
      closesocket(client);
    }
  }

  void wait_for_release() {
    std::unique_lock<std::mutex> lock(mutex_);
    released_changed_.wait_for(lock, std::chrono::seconds(10), [this] { return released_; });
  }

  void answer(SOCKET client) {
    std::string head;
    char buffer[4096];
    while (head.find("\r\n\r\n") == std::string::npos) {
      const int n = recv(client, buffer, sizeof buffer, 0);
      if (n <= 0) return;
      head.append(buffer, static_cast<std::size_t>(n));
    }
    {
      std::lock_guard<std::mutex> lock(mutex_);
      last_head_ = head;
    }
    ++requests_;
    const std::string method = head.substr(0, head.find(' '));
    const std::size_t path_begin = head.find(' ') + 1;
    const std::string path = head.substr(path_begin, head.find(' ', path_begin) - path_begin);
    const bool head_only = method == "HEAD";
    const auto respond = [&](const std::string& status, const std::string& headers, const std::string& body,
                             std::size_t length) {
      send_all(client, "HTTP/1.1 " + status + "\r\nContent-Length: " + std::to_string(length) +
                           "\r\nConnection: close\r\n" + headers + "\r\n" + (head_only ? "" : body));
    };
    if (path == "/file") {
      const std::size_t range = head.find("Range: bytes=");
      const std::string tags = "X-Linked-Etag: \"abc123\"\r\nX-Padded:   padded value  \r\n";
      if (range == std::string::npos) {
        respond("200 OK", tags, file_, file_.size());
      } else {
        const std::size_t from = std::stoul(head.substr(range + 13));
        respond("206 Partial Content",
                tags + "Content-Range: bytes " + std::to_string(from) + "-" + std::to_string(file_.size() - 1) + "/" +
                    std::to_string(file_.size()) + "\r\n",
                file_.substr(from), file_.size() - from);
      }
    } else if (path == "/redirect") {
      respond("302 Found", "Location: /file\r\n", "moved", 5);
    } else if (path == "/short") {
      respond("200 OK", "", std::string(500, 'x'), 1000);
    } else if (path == "/stall-body") {
      respond("200 OK", "", file_.substr(0, 1000), 1000000);
      wait_for_release();
    } else if (path == "/stall-headers") {
      wait_for_release();
    } else {
      respond("404 Not Found", "", "Entry not found", 15);
    }
  }

  std::string file_;
  SOCKET listener_ = INVALID_SOCKET;
  int port_ = 0;
  std::thread thread_;
  std::atomic<bool> stopping_{false};
  std::atomic<int> requests_{0};
  std::mutex mutex_;
  std::condition_variable released_changed_;
  bool released_ = false;
  std::string last_head_;
};

class WinHttp : public ::testing::Test {
 protected:
  http::Response fetch(const std::string& path, const std::string& method = "GET", std::uint64_t range_from = 0) {
    http::Request request;
    request.method = method;
    request.url = server_.url(path);
    request.range_from = range_from;
    request.headers = {{"Authorization", "Bearer hf_test_token"}};
    return attn::testing::fetch_into(request, body_, pieces_, status_before_body_);
  }

  LoopbackServer server_;
  std::string body_;
  int pieces_ = 0;
  int status_before_body_ = 0;
};

TEST_F(WinHttp, GetGivesTheBytesAndSendsTheHeadersGiven) {
  const http::Response response = fetch("/file");
  EXPECT_EQ(response.status, 200);
  EXPECT_EQ(status_before_body_, 200);
  EXPECT_TRUE(body_ == server_.file()) << body_.size() << " bytes came";
  EXPECT_EQ(response.header("Content-Length"), std::to_string(LoopbackServer::kFileBytes));
  const std::string head = server_.last_head();
  EXPECT_NE(head.find("GET /file HTTP/1.1\r\n"), std::string::npos) << head;
  EXPECT_NE(head.find("\r\nAuthorization: Bearer hf_test_token\r\n"), std::string::npos) << head;
  EXPECT_NE(head.find("\r\nAccept-Encoding: identity\r\n"), std::string::npos) << head;
}

TEST_F(WinHttp, HeaderNamesAreLowerCaseTheirValuesTrimmed) {
  const http::Response response = fetch("/file", "HEAD");
  attn::testing::expect_lower_case_names(response);
  EXPECT_EQ(response.header("X-LINKED-ETAG"), "\"abc123\"");
  EXPECT_EQ(response.header("x-padded"), "padded value");
}

TEST_F(WinHttp, HeadHasTheHeadersAndNoBody) {
  const http::Response response = fetch("/file", "HEAD");
  EXPECT_EQ(response.status, 200);
  EXPECT_EQ(response.header("content-length"), std::to_string(LoopbackServer::kFileBytes));
  EXPECT_TRUE(body_.empty());
  EXPECT_NE(server_.last_head().find("HEAD /file HTTP/1.1\r\n"), std::string::npos);
}

TEST_F(WinHttp, ARedirectIsReturnedNotFollowed) {
  const http::Response response = fetch("/redirect");
  EXPECT_EQ(response.status, 302);
  EXPECT_EQ(response.header("location"), "/file");
  EXPECT_EQ(body_, "moved");
  EXPECT_EQ(server_.requests(), 1);
}

TEST_F(WinHttp, ARangeGivesA206AndTheRest) {
  const http::Response response = fetch("/file", "GET", 123456);
  EXPECT_NE(server_.last_head().find("\r\nRange: bytes=123456-\r\n"), std::string::npos) << server_.last_head();
  EXPECT_EQ(response.status, 206);
  EXPECT_TRUE(body_ == server_.file().substr(123456)) << body_.size() << " bytes came";
}

TEST_F(WinHttp, AnErrorStatusIsReturnedWithItsBody) {
  const http::Response response = fetch("/nothing-here");
  EXPECT_EQ(response.status, 404);
  EXPECT_EQ(body_, "Entry not found");
}

TEST_F(WinHttp, ABodyCutShortIsATransferErrorNamingTheHost) {
  try {
    fetch("/short");
    FAIL() << "no error";
  } catch (const http::TransferError& e) {
    EXPECT_NE(std::string(e.what()).find("127.0.0.1"), std::string::npos) << e.what();
  }
}

TEST_F(WinHttp, ARefusedConnectionIsATransferErrorNamingTheHostAndNoHeader) {
  int port = 0;
  closesocket(bound_loopback_socket(port));  // free a moment ago, and nobody listens there
  attn::testing::expect_refused_naming_the_host(port);
}

TEST_F(WinHttp, OnBodyReturningFalseStops) {
  http::Request request;
  request.url = server_.url("/file");
  http::Callbacks callbacks;
  callbacks.on_body = [](const char*, std::size_t) { return false; };
  EXPECT_THROW(http::perform(request, callbacks), http::Stopped);
}

TEST_F(WinHttp, AServerThatStallsAfterSomeBytesIsLeftWithin100Milliseconds) {
  attn::testing::expect_stall_left_in_time(server_.url("/stall-body"), 1000, "stalled body");
}

TEST_F(WinHttp, AServerThatSendsNoHeadersIsLeftWithin100Milliseconds) {
  attn::testing::expect_stall_left_in_time(server_.url("/stall-headers"), 0, "no headers");
}

}  // namespace
