// io/http.hpp on Linux (libcurl) against an HTTP server in the test's own process
// (Debian's cpp-httplib, on 127.0.0.1): bodies in pieces, HEAD, redirects returned, ranges,
// headers both ways, bodies cut short, refused connections, stalls left within 100 ms and
// callbacks that stop; then origin_of and resolve_location (RFC 3986's examples).
#include <gtest/gtest.h>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <httplib.h>
#include <openssl/evp.h>
#include <openssl/x509.h>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "http_checks.hpp"
#include "io/http.hpp"

namespace {

namespace http = attn::io::http;

std::string mixed_bytes(std::size_t n) {
  std::string bytes(n, '\0');
  for (std::size_t i = 0; i < n; ++i) bytes[i] = static_cast<char>((i * 13 + 5) % 256);
  return bytes;
}

// A server listening on a free port of 127.0.0.1 on a thread of its own while this lives.
class Listening {
 public:
  explicit Listening(httplib::Server& server) : server_(server), port_(server.bind_to_any_port("127.0.0.1")) {
    thread_ = std::thread([this] { server_.listen_after_bind(); });
    // stop() does nothing to a server that has not begun to listen.
    while (!server_.is_running()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  ~Listening() {
    server_.stop();
    thread_.join();
  }
  Listening(const Listening&) = delete;
  Listening& operator=(const Listening&) = delete;
  std::string url(const std::string& scheme, const std::string& path) const {
    return scheme + "://127.0.0.1:" + std::to_string(port_) + path;
  }

 private:
  httplib::Server& server_;
  int port_;
  std::thread thread_;
};

// The server: its routes are set before it listens (httplib's tables are not for changing
// while it runs). A stalled route waits until release() (or ten seconds, so that a failing
// test still ends).
class TestServer {
 public:
  static constexpr std::size_t kLargeBytes = 1 << 20;
  static constexpr std::size_t kStallFirstBytes = 1000;

  TestServer() : file_(mixed_bytes(5000)), large_(mixed_bytes(kLargeBytes)) {
    server_.Get("/file", [this](const httplib::Request& req, httplib::Response& res) {
      record(req);
      res.set_header("X-Linked-Etag", "\"abc123\"");
      res.set_header("X-Repo-Commit", "0123abcd");
      res.set_header("X-Padded", "  padded value  ");
      res.set_content(file_, "application/octet-stream");
    });
    server_.Get("/large", [this](const httplib::Request& req, httplib::Response& res) {
      record(req);
      res.set_content_provider(kLargeBytes, "application/octet-stream",
                               [this](std::size_t offset, std::size_t length, httplib::DataSink& sink) {
                                 return sink.write(large_.data() + offset, std::min<std::size_t>(length, 64 * 1024));
                               });
    });
    server_.Get("/redirect", [this](const httplib::Request& req, httplib::Response& res) {
      record(req);
      res.status = 302;
      res.set_header("Location", "/file");
      res.set_content("moved to /file", "text/plain");
    });
    server_.Get("/missing", [](const httplib::Request&, httplib::Response& res) {
      res.status = 404;
      res.set_content("Entry not found", "text/plain");
    });
    // Says 100000 bytes, sends 30000 and closes.
    server_.Get("/short", [](const httplib::Request&, httplib::Response& res) {
      res.set_content_provider(100000, "application/octet-stream",
                               [](std::size_t offset, std::size_t, httplib::DataSink& sink) {
                                 if (offset > 0) return false;
                                 const std::string part(30000, 'x');
                                 return sink.write(part.data(), part.size());
                               });
    });
    // Sends its headers and the first bytes, then nothing.
    server_.Get("/stall-body", [this](const httplib::Request&, httplib::Response& res) {
      res.set_content_provider(1000000, "application/octet-stream",
                               [this](std::size_t offset, std::size_t, httplib::DataSink& sink) {
                                 if (offset == 0) return sink.write(large_.data(), kStallFirstBytes);
                                 wait_for_release();
                                 return false;
                               });
    });
    // Sends nothing at all until released.
    server_.Get("/stall-headers", [this](const httplib::Request&, httplib::Response& res) {
      wait_for_release();
      res.set_content("late", "text/plain");
    });
    listening_ = std::make_unique<Listening>(server_);
  }

  ~TestServer() {
    release();
    listening_.reset();
  }
  TestServer(const TestServer&) = delete;
  TestServer& operator=(const TestServer&) = delete;

  std::string url(const std::string& path) const { return listening_->url("http", path); }
  const std::string& file() const { return file_; }
  const std::string& large() const { return large_; }

  // The headers of the last request to /file, /large or /redirect, and how many came.
  std::string last_header(const std::string& name) {
    std::lock_guard<std::mutex> lock(mutex_);
    const auto found = last_headers_.find(name);
    return found == last_headers_.end() ? "" : found->second;
  }
  int hits(const std::string& path) {
    std::lock_guard<std::mutex> lock(mutex_);
    return hits_[path];
  }

  void release() {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      released_ = true;
    }
    released_changed_.notify_all();
  }

 private:
  void record(const httplib::Request& req) {
    std::lock_guard<std::mutex> lock(mutex_);
    ++hits_[req.path];
    last_headers_.clear();
    for (const auto& [name, value] : req.headers) last_headers_[name] = value;
  }
  void wait_for_release() {
    std::unique_lock<std::mutex> lock(mutex_);
    released_changed_.wait_for(lock, std::chrono::seconds(10), [this] { return released_; });
  }

  std::string file_, large_;
  httplib::Server server_;
  std::unique_ptr<Listening> listening_;
  std::mutex mutex_;
  std::condition_variable released_changed_;
  bool released_ = false;
  std::map<std::string, std::string> last_headers_;
  std::map<std::string, int> hits_;
};

class Http : public ::testing::Test {
 protected:
  // GET (or `method`) of `path`, the body gathered in `body`, its pieces counted.
  http::Response fetch(const std::string& path, const std::string& method = "GET", std::uint64_t range_from = 0) {
    http::Request request;
    request.method = method;
    request.url = server_.url(path);
    request.range_from = range_from;
    return attn::testing::fetch_into(request, body_, pieces_, status_before_body_);
  }

  TestServer server_;
  std::string body_;
  int pieces_ = 0;
  int status_before_body_ = 0;
};

TEST_F(Http, GetHandsTheBodyOverInPiecesThatMakeUpItsBytes) {
  const http::Response response = fetch("/large");
  EXPECT_EQ(response.status, 200);
  EXPECT_EQ(response.header("content-length"), std::to_string(TestServer::kLargeBytes));
  EXPECT_GT(pieces_, 1);
  EXPECT_TRUE(body_ == server_.large()) << "the body differs from the bytes sent (" << body_.size() << " bytes came)";
}

TEST_F(Http, HeadHasTheHeadersAndNoBody) {
  const http::Response response = fetch("/file", "HEAD");
  EXPECT_EQ(response.status, 200);
  EXPECT_EQ(response.header("Content-Length"), "5000");
  EXPECT_EQ(response.header("x-repo-commit"), "0123abcd");
  EXPECT_EQ(pieces_, 0);
  EXPECT_TRUE(body_.empty());
}

TEST_F(Http, ARedirectIsReturnedWithItsLocationAndNotFollowed) {
  const http::Response response = fetch("/redirect");
  EXPECT_EQ(response.status, 302);
  EXPECT_EQ(response.header("location"), "/file");
  EXPECT_EQ(body_, "moved to /file");  // the redirect's own body, not the file
  EXPECT_EQ(server_.hits("/redirect"), 1);
  EXPECT_EQ(server_.hits("/file"), 0);
}

TEST_F(Http, ARangeGivesA206AndTheRest) {
  const http::Response response = fetch("/file", "GET", 1234);
  EXPECT_EQ(server_.last_header("Range"), "bytes=1234-");
  EXPECT_EQ(response.status, 206);
  EXPECT_EQ(response.header("content-range"), "bytes 1234-4999/5000");
  EXPECT_TRUE(body_ == server_.file().substr(1234)) << body_.size() << " bytes came";
}

TEST_F(Http, HeaderNamesAreLowerCaseTheirValuesTrimmedAndFoundInAnyCase) {
  const http::Response response = fetch("/file");
  attn::testing::expect_lower_case_names(response);
  EXPECT_EQ(response.header("X-LINKED-ETAG"), "\"abc123\"");
  EXPECT_EQ(response.header("x-linked-etag"), "\"abc123\"");
  EXPECT_EQ(response.header("X-Padded"), "padded value");
  EXPECT_EQ(response.header("X-Not-Sent"), "");
}

TEST_F(Http, AnErrorStatusIsReturnedWithItsBody) {
  const http::Response response = fetch("/missing");
  EXPECT_EQ(response.status, 404);
  EXPECT_EQ(body_, "Entry not found");
}

TEST_F(Http, TheHeadersGivenArriveAtTheServerWithAcceptEncodingIdentity) {
  http::Request request;
  request.url = server_.url("/file");
  request.headers = {{"Authorization", "Bearer hf_test_token"}, {"User-Agent", "attention-explorer/test"}};
  http::perform(request, {});
  EXPECT_EQ(server_.last_header("Authorization"), "Bearer hf_test_token");
  EXPECT_EQ(server_.last_header("User-Agent"), "attention-explorer/test");
  EXPECT_EQ(server_.last_header("Accept-Encoding"), "identity");
}

TEST_F(Http, OnHeadersComesOnceWithTheFinalResponseBeforeAnyOfItsBody) {
  std::vector<std::string> events;
  http::Request request;
  request.url = server_.url("/file");
  http::Callbacks callbacks;
  callbacks.on_headers = [&](const http::Response& response) {
    events.push_back("headers " + std::to_string(response.status) + " " + response.header("x-linked-etag"));
    return true;
  };
  callbacks.on_body = [&](const char*, std::size_t) {
    if (events.back() != "body") events.push_back("body");
    return true;
  };
  http::perform(request, callbacks);
  EXPECT_EQ(events, (std::vector<std::string>{"headers 200 \"abc123\"", "body"}));

  events.clear();
  request.method = "HEAD";
  http::perform(request, callbacks);
  EXPECT_EQ(events, (std::vector<std::string>{"headers 200 \"abc123\""}));
}

TEST_F(Http, OnHeadersReturningFalseStopsBeforeTheBody) {
  http::Request request;
  request.url = server_.url("/large");
  http::Callbacks callbacks;
  callbacks.on_headers = [](const http::Response&) { return false; };
  callbacks.on_body = [this](const char*, std::size_t) { return ++pieces_ > 0; };
  EXPECT_THROW(http::perform(request, callbacks), http::Stopped);
  EXPECT_EQ(pieces_, 0);
}

TEST_F(Http, OnBodyReturningFalseStops) {
  http::Request request;
  request.url = server_.url("/large");
  http::Callbacks callbacks;
  callbacks.on_body = [this](const char*, std::size_t) { return ++pieces_ < 2; };
  EXPECT_THROW(http::perform(request, callbacks), http::Stopped);
  EXPECT_EQ(pieces_, 2);
}

TEST_F(Http, AnExceptionFromACallbackComesThroughAsItWas) {
  http::Request request;
  request.url = server_.url("/large");
  http::Callbacks callbacks;
  callbacks.on_body = [](const char*, std::size_t) -> bool { throw std::runtime_error("the disk is full"); };
  try {
    http::perform(request, callbacks);
    FAIL() << "no exception";
  } catch (const std::runtime_error& e) {
    EXPECT_STREQ(e.what(), "the disk is full");
  }
}

TEST_F(Http, ABodyCutShortIsATransferErrorNamingTheHost) {
  try {
    fetch("/short");
    FAIL() << "no error";
  } catch (const http::TransferError& e) {
    EXPECT_NE(std::string(e.what()).find("127.0.0.1"), std::string::npos) << e.what();
  }
  EXPECT_LT(body_.size(), 100000u);
}

TEST_F(Http, ARefusedConnectionIsATransferErrorNamingTheHostAndNoHeader) {
  // A port that was free a moment ago and that nobody listens on.
  const int probe = socket(AF_INET, SOCK_STREAM, 0);
  ASSERT_GE(probe, 0);
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  ASSERT_EQ(bind(probe, reinterpret_cast<sockaddr*>(&address), sizeof address), 0);
  socklen_t size = sizeof address;
  ASSERT_EQ(getsockname(probe, reinterpret_cast<sockaddr*>(&address), &size), 0);
  close(probe);
  attn::testing::expect_refused_naming_the_host(ntohs(address.sin_port));
}

TEST_F(Http, OnlyGetAndHeadOfHttpAndHttpsAddressesAreMade) {
  http::Request request;
  request.url = "ftp://example.org/file";
  EXPECT_THROW(http::perform(request, {}), http::TransferError);
  request.url = "/file";
  EXPECT_THROW(http::perform(request, {}), http::TransferError);
  request.url = server_.url("/file");
  request.method = "POST";
  EXPECT_THROW(http::perform(request, {}), std::invalid_argument);
}

TEST_F(Http, AServerThatStallsAfterSomeBytesIsLeftWithin100Milliseconds) {
  attn::testing::expect_stall_left_in_time(server_.url("/stall-body"), TestServer::kStallFirstBytes, "stalled body");
}

TEST_F(Http, AServerThatSendsNoHeadersIsLeftWithin100Milliseconds) {
  attn::testing::expect_stall_left_in_time(server_.url("/stall-headers"), 0, "no headers");
}

TEST_F(Http, SeveralThreadsEachRunTheirOwnRequest) {
  std::vector<std::string> bodies(4);
  std::vector<std::thread> threads;
  for (std::string& body : bodies) {
    threads.emplace_back([this, &body] {
      http::Request request;
      request.url = server_.url("/large");
      http::Callbacks callbacks;
      callbacks.on_body = [&body](const char* data, std::size_t size) {
        body.append(data, size);
        return true;
      };
      http::perform(request, callbacks);
    });
  }
  for (std::thread& thread : threads) thread.join();
  for (const std::string& body : bodies) EXPECT_TRUE(body == server_.large());
}

// TLS is verified, never switched off: a server whose certificate nobody trusted is left.
TEST(HttpTls, ACertificateTheSystemDoesNotTrustIsRefused) {
  // A self-signed certificate for 127.0.0.1, made here: EC P-256, valid for a day.
  const std::unique_ptr<EVP_PKEY, void (*)(EVP_PKEY*)> key(EVP_EC_gen("P-256"), &EVP_PKEY_free);
  const std::unique_ptr<X509, void (*)(X509*)> certificate(X509_new(), &X509_free);
  ASSERT_TRUE(key && certificate);
  ASN1_INTEGER_set(X509_get_serialNumber(certificate.get()), 1);
  X509_gmtime_adj(X509_getm_notBefore(certificate.get()), 0);
  X509_gmtime_adj(X509_getm_notAfter(certificate.get()), 86400);
  X509_set_pubkey(certificate.get(), key.get());
  X509_NAME* name = X509_get_subject_name(certificate.get());
  X509_NAME_add_entry_by_txt(name, "CN", MBSTRING_ASC, reinterpret_cast<const unsigned char*>("127.0.0.1"), -1, -1, 0);
  X509_set_issuer_name(certificate.get(), name);
  ASSERT_GT(X509_sign(certificate.get(), key.get(), EVP_sha256()), 0);

  httplib::SSLServer server(certificate.get(), key.get());
  ASSERT_TRUE(server.is_valid());
  bool answered = false;
  server.Get("/config.json", [&answered](const httplib::Request&, httplib::Response& res) {
    answered = true;
    res.set_content("{}", "application/json");
  });
  const Listening listening(server);
  http::Request request;
  request.url = listening.url("https", "/config.json");
  try {
    http::perform(request, {});
    FAIL() << "no error";
  } catch (const http::TransferError& e) {
    EXPECT_NE(std::string(e.what()).find("cannot reach 127.0.0.1:"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("certificate"), std::string::npos) << e.what();
  }
  EXPECT_FALSE(answered);
}

TEST(HttpOrigin, IsSchemeHostAndPortInLowerCaseWithTheDefaultPortWrittenOut) {
  EXPECT_EQ(http::origin_of("https://huggingface.co/gpt2/resolve/main/config.json"), "https://huggingface.co:443");
  EXPECT_EQ(http::origin_of("HTTPS://HuggingFace.CO:443/x"), "https://huggingface.co:443");
  EXPECT_EQ(http::origin_of("https://huggingface.co:0443"), "https://huggingface.co:443");
  EXPECT_EQ(http::origin_of("http://hf-mirror.com"), "http://hf-mirror.com:80");
  EXPECT_EQ(http::origin_of("http://127.0.0.1:8080/a?b#c"), "http://127.0.0.1:8080");
  EXPECT_EQ(http::origin_of("https://user:password@cdn-lfs.hf.co/x?X-Amz=1"), "https://cdn-lfs.hf.co:443");
  EXPECT_EQ(http::origin_of("http://[::1]:9000/x"), "http://[::1]:9000");
  EXPECT_EQ(http::origin_of("https://h.example:/x"), "https://h.example:443");  // an empty port is the default
}

TEST(HttpOrigin, IsEmptyWithoutSchemeOrHost) {
  EXPECT_EQ(http::origin_of(""), "");
  EXPECT_EQ(http::origin_of("/gpt2/resolve/main/config.json"), "");
  EXPECT_EQ(http::origin_of("huggingface.co/gpt2"), "");
  EXPECT_EQ(http::origin_of("https:///no-host"), "");
  EXPECT_EQ(http::origin_of("https://h.example:port/"), "");
  EXPECT_EQ(http::origin_of("mailto:someone@example.org"), "");
}

TEST(HttpOrigin, TellsWhetherTwoAddressesGoToTheSamePlace) {
  const std::string hub = http::origin_of("https://huggingface.co/gpt2/resolve/main/model.safetensors");
  EXPECT_EQ(hub, http::origin_of("https://HUGGINGFACE.co:443/api/models/gpt2"));
  EXPECT_NE(hub, http::origin_of("http://huggingface.co/gpt2"));
  EXPECT_NE(hub, http::origin_of("https://huggingface.co:8443/gpt2"));
  EXPECT_NE(hub, http::origin_of("https://cdn-lfs.huggingface.co/repos/ab/cd"));
  EXPECT_NE(hub, http::origin_of("https://huggingface.co.evil.example/gpt2"));
}

// RFC 3986, 5.4.1 and 5.4.2: a base and what each reference resolves to.
TEST(HttpResolveLocation, GivesRfc3986sExamples) {
  const std::string base = "http://a/b/c/d;p?q";
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"g:h", "g:h"}, {"g", "http://a/b/c/g"}, {"./g", "http://a/b/c/g"}, {"g/", "http://a/b/c/g/"},
      {"/g", "http://a/g"}, {"//g", "http://g"}, {"?y", "http://a/b/c/d;p?y"}, {"g?y", "http://a/b/c/g?y"},
      {"#s", "http://a/b/c/d;p?q#s"}, {"g#s", "http://a/b/c/g#s"}, {"g?y#s", "http://a/b/c/g?y#s"},
      {";x", "http://a/b/c/;x"}, {"g;x", "http://a/b/c/g;x"}, {"g;x?y#s", "http://a/b/c/g;x?y#s"},
      {"", "http://a/b/c/d;p?q"}, {".", "http://a/b/c/"}, {"./", "http://a/b/c/"}, {"..", "http://a/b/"},
      {"../", "http://a/b/"}, {"../g", "http://a/b/g"}, {"../..", "http://a/"}, {"../../", "http://a/"},
      {"../../g", "http://a/g"},
      // The abnormal ones.
      {"../../../g", "http://a/g"}, {"../../../../g", "http://a/g"}, {"/./g", "http://a/g"},
      {"/../g", "http://a/g"}, {"g.", "http://a/b/c/g."}, {".g", "http://a/b/c/.g"}, {"g..", "http://a/b/c/g.."},
      {"..g", "http://a/b/c/..g"}, {"./../g", "http://a/b/g"}, {"./g/.", "http://a/b/c/g/"},
      {"g/./h", "http://a/b/c/g/h"}, {"g/../h", "http://a/b/c/h"}, {"g;x=1/./y", "http://a/b/c/g;x=1/y"},
      {"g;x=1/../y", "http://a/b/c/y"}, {"g?y/./x", "http://a/b/c/g?y/./x"}, {"g?y/../x", "http://a/b/c/g?y/../x"},
      {"g#s/./x", "http://a/b/c/g#s/./x"}, {"g#s/../x", "http://a/b/c/g#s/../x"}, {"http:g", "http:g"},
  };
  for (const auto& [reference, expected] : cases) {
    EXPECT_EQ(http::resolve_location(base, reference), expected) << "reference '" << reference << "'";
  }
}

TEST(HttpResolveLocation, ResolvesTheHubsRedirects) {
  const std::string resolve = "https://huggingface.co/gpt2/resolve/main/model.safetensors";
  const std::string cdn = "https://cdn-lfs.hf.co/repos/7c/5d/7c5d3f4b8b76583b422fcb9189ad6c89d5d97a094541ce8932dce3ecabde1421"
                          "?response-content-disposition=attachment&X-Amz-Signature=abc";
  EXPECT_EQ(http::resolve_location(resolve, cdn), cdn);  // absolute: unchanged
  EXPECT_EQ(http::resolve_location(resolve, "/api/resolve-cache/models/gpt2/607a30d/config.json"),
            "https://huggingface.co/api/resolve-cache/models/gpt2/607a30d/config.json");
  EXPECT_EQ(http::resolve_location("http://127.0.0.1:8080/org/name/resolve/main/w.bin", "../../other/w.bin"),
            "http://127.0.0.1:8080/org/name/other/w.bin");
  EXPECT_EQ(http::resolve_location("https://h.example", "file"), "https://h.example/file");
  EXPECT_EQ(http::resolve_location("https://h.example/a", "//cdn.example/b"), "https://cdn.example/b");
}

}  // namespace
