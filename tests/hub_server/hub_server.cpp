// The test Hub's two servers (Debian's cpp-httplib, each on its own thread with its own
// pool): what each path answers, the faults, the log. hub_server.hpp says what is served.
//
// cpp-httplib would apply a Range header to a body by itself; the handlers clear what it
// parsed and answer ranges here, so that a range past the end is a 416 as on the Hub's CDN
// and the faults count the bytes of the body actually sent.
#include "hub_server.hpp"

#include <httplib.h>

#include <algorithm>
#include <cctype>
#include <atomic>
#include <chrono>
#include <fstream>
#include <mutex>
#include <optional>
#include <set>
#include <stdexcept>
#include <thread>
#include <utility>

#include <nlohmann/json.hpp>

#include "hub_catalog.hpp"

namespace attn::testing {
namespace {

using Clock = std::chrono::steady_clock;
using nlohmann::json;

constexpr const char* kHost = "127.0.0.1";
constexpr std::uint64_t kChunk = 64 * 1024;
constexpr auto kPoll = std::chrono::milliseconds(20);
const std::string kEvilBytes = "{\"evil\": true}\n";

// The path a request asked for, percent-encoded again for a Location header.
std::string url_path(const std::string& path) {
  static const char kHex[] = "0123456789ABCDEF";
  std::string out;
  for (const char c : path) {
    const auto byte = static_cast<unsigned char>(c);
    if (std::isalnum(byte) != 0 || c == '-' || c == '.' || c == '_' || c == '~' || c == '/') {
      out += c;
    } else {
      out += '%';
      out += kHex[byte >> 4];
      out += kHex[byte & 15];
    }
  }
  return out;
}

bool starts_with(const std::string& text, const std::string& start) {
  return text.compare(0, start.size(), start) == 0;
}

// An error as the Hub gives it: its code and message in headers, the message in the body.
void hub_error(httplib::Response& res, int status, const std::string& code, const std::string& message) {
  res.status = status;
  res.set_header("X-Error-Code", code);
  res.set_header("X-Error-Message", message);
  res.set_content(json{{"error", message}}.dump(), "application/json; charset=utf-8");
}

void plain(httplib::Response& res, int status, const std::string& text) {
  res.status = status;
  res.set_content(text, "text/plain; charset=utf-8");
}

void redirect(httplib::Response& res, const std::string& location) {
  res.status = 302;
  res.set_header("Location", location);
  res.set_content("Found. Redirecting to " + location, "text/plain; charset=utf-8");
}

// The part of a body a Range header asks for, in a file of `size` bytes: "bytes=A-B",
// "bytes=A-", "bytes=-N". Several ranges are answered with the whole file (as object stores
// may); nullopt for a range that is not satisfiable (416).
struct Span {
  std::uint64_t first = 0;
  std::uint64_t length = 0;
  bool partial = false;
};
std::optional<Span> requested_span(const std::string& header, std::uint64_t size) {
  Span whole{0, size, false};
  if (header.empty() || header.find(',') != std::string::npos) return whole;
  const std::string spec = header.substr(header.find('=') + 1);
  const auto dash = spec.find('-');
  const std::string a = spec.substr(0, dash), b = spec.substr(dash + 1);
  std::uint64_t first = 0, last = size == 0 ? 0 : size - 1;
  if (a.empty()) {  // the last N bytes
    const std::uint64_t n = std::stoull(b);
    if (n == 0 || size == 0) return std::nullopt;
    first = size - std::min(n, size);
  } else {
    first = std::stoull(a);
    if (!b.empty()) last = std::min<std::uint64_t>(last, std::stoull(b));
    if (first >= size || first > last) return std::nullopt;
  }
  return Span{first, last - first + 1, true};
}

}  // namespace

struct HubServer::State {
  // How a body goes out: the faults that apply to it.
  struct Delivery {
    bool corrupt = false;          // the middle byte changed
    std::int64_t cut_after = -1;   // close the connection after this many bytes
    std::int64_t stall_after = -1; // send nothing more after this many bytes
    std::uint64_t rate = 0;        // bytes a second; 0: unthrottled
  };

  // One response's body, written a piece at a time as cpp-httplib asks for it.
  struct Body {
    Body(const State& owner, const HubFile& served, Span part, Delivery faults)
        : state(owner), file(served), span(part), delivery(faults), began(Clock::now()) {
      if (!file.path.empty()) in.open(file.path, std::ios::binary);
    }

    // `sent` bytes of the body are out; false ends the response and closes the connection.
    bool write_next(std::uint64_t sent, httplib::DataSink& sink) {
      if (delivery.cut_after >= 0 && sent >= static_cast<std::uint64_t>(delivery.cut_after)) return false;
      if (delivery.stall_after >= 0 && sent >= static_cast<std::uint64_t>(delivery.stall_after)) {
        wait_until(Clock::time_point::max(), sink);
        return false;
      }
      std::uint64_t n = std::min(span.length - sent, kChunk);
      if (delivery.cut_after >= 0) n = std::min(n, static_cast<std::uint64_t>(delivery.cut_after) - sent);
      if (delivery.stall_after >= 0) n = std::min(n, static_cast<std::uint64_t>(delivery.stall_after) - sent);
      if (delivery.rate > 0) {
        n = std::min(n, std::max<std::uint64_t>(1, delivery.rate / 20));
        const auto due = began + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(
                                     static_cast<double>(sent) / static_cast<double>(delivery.rate)));
        if (!wait_until(due, sink)) return false;
      }
      const std::uint64_t at = span.first + sent;
      std::string piece = read(at, n);
      const std::uint64_t middle = file.size / 2;
      if (delivery.corrupt && middle >= at && middle < at + piece.size()) {
        auto& byte = piece[static_cast<std::size_t>(middle - at)];
        byte = static_cast<char>(~static_cast<unsigned char>(byte));
      }
      return !piece.empty() && sink.write(piece.data(), piece.size());
    }

    std::string read(std::uint64_t at, std::uint64_t n) {
      if (file.path.empty()) return file.bytes.substr(static_cast<std::size_t>(at), static_cast<std::size_t>(n));
      std::string piece(static_cast<std::size_t>(n), '\0');
      in.seekg(static_cast<std::streamoff>(at));
      in.read(piece.data(), static_cast<std::streamsize>(n));
      piece.resize(static_cast<std::size_t>(in.gcount()));
      return piece;
    }

    // Waits until `due`; false (at once) when the client has gone or the server stops.
    bool wait_until(Clock::time_point due, httplib::DataSink& sink) const {
      while (Clock::now() < due) {
        if (state.stopping || !sink.is_writable()) return false;
        const auto left = due - Clock::now();
        std::this_thread::sleep_for(left < kPoll ? left : Clock::duration(kPoll));
      }
      return !state.stopping;
    }

    const State& state;
    const HubFile& file;
    Span span;
    Delivery delivery;
    Clock::time_point began;
    std::ifstream in;
  };

  std::map<std::string, HubRepo> repos;
  std::map<std::string, std::vector<const HubFile*>> blobs;  // SHA-256 → the LFS files
  HubFile evil_parent = file_from_bytes("../evil.json", kEvilBytes);
  HubFile evil_absolute = file_from_bytes("/tmp/absolute.json", kEvilBytes);
  std::string signing_key;

  httplib::Server endpoint_server, cdn_server;
  int endpoint_port = -1, cdn_port = -1;
  std::thread endpoint_thread, cdn_thread;
  std::atomic<bool> stopping{false};
  std::atomic<bool> stopped{false};

  mutable std::mutex mutex;  // guards all below
  HubFaults faults;
  int answered_500 = 0;
  std::set<std::string> blobs_cut;
  std::vector<HubRequest> log;
  std::ofstream log_file;

  std::string endpoint() const { return "http://" + std::string(kHost) + ":" + std::to_string(endpoint_port); }
  std::string cdn() const { return "http://" + std::string(kHost) + ":" + std::to_string(cdn_port); }
  std::string signature(const std::string& sha256) const { return sha256_hex(signing_key + sha256).substr(0, 32); }

  HubFaults current_faults() const {
    std::lock_guard<std::mutex> lock(mutex);
    return faults;
  }

  // Every request: the 500s of --fail500 first, then `answer`, then the log.
  template <typename Answer>
  void serve(const char* port, const httplib::Request& req, httplib::Response& res, Answer answer) {
    // What cpp-httplib parsed of the Range header: requested_span answers it instead. The
    // object is the server's own (not const); only the handler's view of it is.
    const_cast<httplib::Request&>(req).ranges.clear();
    bool fail = false;
    {
      std::lock_guard<std::mutex> lock(mutex);
      if (answered_500 < faults.fail500) {
        ++answered_500;
        fail = true;
      }
    }
    if (fail) {
      plain(res, 500, "Internal Error: the test Hub answers 500 to its first requests (--fail500)");
    } else {
      answer(req, res);
    }
    record(port, req, res.status);
  }

  void record(const char* port, const httplib::Request& req, int status) {
    HubRequest r;
    r.method = req.method;
    r.port = port;
    r.path = req.path;
    const auto question = req.target.find('?');
    if (question != std::string::npos) r.query = req.target.substr(question + 1);
    r.range = req.get_header_value("Range");
    r.has_authorization = req.has_header("Authorization");
    r.authorization = req.get_header_value("Authorization");
    r.status = status;
    std::lock_guard<std::mutex> lock(mutex);
    if (log_file.is_open()) log_file << hub_request_json(r) << '\n' << std::flush;
    log.push_back(std::move(r));
  }

  // A revision's files as listed, with the names --evil-names adds.
  std::vector<const HubFile*> listing(const HubRevision& revision, const HubFaults& now) const {
    std::vector<const HubFile*> files;
    for (const HubFile& file : revision.files) files.push_back(&file);
    if (now.evil_names) {
      files.push_back(&evil_parent);
      files.push_back(&evil_absolute);
    }
    return files;
  }

  const HubRepo* find_repo(const std::string& id) const {
    const auto it = repos.find(id);
    return it == repos.end() ? nullptr : &it->second;
  }

  // false when the repository is gated and the request does not carry its token: then
  // answered 401 (no token) or 403 (another token) as the Hub answers them.
  bool allowed(const HubRepo& repo, const httplib::Request& req, httplib::Response& res) const {
    if (repo.token.empty()) return true;
    const std::string authorization = req.get_header_value("Authorization");
    if (authorization.empty()) {
      hub_error(res, 401, "GatedRepo",
                "Access to model " + repo.id +
                    " is restricted. You must have access to it and be authenticated to access it. "
                    "Please log in.");
      return false;
    }
    if (authorization != "Bearer " + repo.token) {
      hub_error(res, 403, "GatedRepo",
                "Access to model " + repo.id + " is restricted and you are not in the authorized list. Visit " +
                    endpoint() + "/" + repo.id + " to ask for access.");
      return false;
    }
    return true;
  }

  // GET /api/models/REPO[/revision/REV]
  void answer_api(const httplib::Request& req, httplib::Response& res) const {
    std::string rest = req.path.substr(std::string("/api/models/").size());
    if (rest.size() > 5 && rest.compare(rest.size() - 5, 5, "/refs") == 0) return answer_refs(rest.substr(0, rest.size() - 5), req, res);
    std::string revision_name = "main";
    const auto marker = rest.find("/revision/");
    if (marker != std::string::npos) {
      revision_name = rest.substr(marker + std::string("/revision/").size());
      rest.resize(marker);
    }
    while (!rest.empty() && rest.back() == '/') rest.pop_back();
    const HubRepo* repo = find_repo(rest);
    if (repo == nullptr) return hub_error(res, 404, "RepoNotFound", "Repository not found");
    if (!allowed(*repo, req, res)) return;
    const HubRevision* revision = repo->find_revision(revision_name);
    if (revision == nullptr) return hub_error(res, 404, "RevisionNotFound", "Invalid rev id: " + revision_name);
    const std::string blobs_flag = req.get_param_value("blobs");
    const bool with_blobs = blobs_flag == "true" || blobs_flag == "1" || blobs_flag == "True";
    json siblings = json::array();
    for (const HubFile* file : listing(*revision, current_faults())) {
      json sibling{{"rfilename", file->name}};
      if (with_blobs) {
        sibling["size"] = file->size;
        sibling["blobId"] = file->lfs ? file->pointer_sha1 : file->git_sha1;
        if (file->lfs) {
          sibling["lfs"] = {{"sha256", file->sha256}, {"size", file->size}, {"pointerSize", file->pointer.size()}};
        }
      }
      siblings.push_back(std::move(sibling));
    }
    json body{{"_id", revision->commit.substr(0, 24)},
              {"id", repo->id},
              {"modelId", repo->id},
              {"sha", revision->commit},
              {"lastModified", "2024-01-01T00:00:00.000Z"},
              {"private", false},
              {"gated", repo->token.empty() ? json(false) : json("manual")},
              {"disabled", false},
              {"tags", json::array()},
              {"siblings", std::move(siblings)}};
    const auto slash = repo->id.find('/');
    if (slash != std::string::npos) body["author"] = repo->id.substr(0, slash);
    res.status = 200;
    res.set_content(body.dump(), "application/json; charset=utf-8");
  }

  // GET /api/models/REPO/refs[?include_prs=1]: the branches, and with include_prs the pull
  // requests (the revisions served as "refs/pr/N"), as huggingface_hub's list_repo_refs reads.
  void answer_refs(const std::string& id, const httplib::Request& req, httplib::Response& res) const {
    const HubRepo* repo = find_repo(id);
    if (repo == nullptr) return hub_error(res, 404, "RepoNotFound", "Repository not found");
    if (!allowed(*repo, req, res)) return;
    const bool prs = req.get_param_value("include_prs") == "1" || req.get_param_value("include_prs") == "true";
    json branches = json::array(), pulls = json::array();
    for (const HubRevision& r : repo->revisions) {
      if (r.name.rfind("refs/pr/", 0) == 0) {
        if (prs) pulls.push_back({{"name", r.name}, {"ref", r.name}, {"targetCommit", r.commit}});
      } else {
        branches.push_back({{"name", r.name}, {"ref", "refs/heads/" + r.name}, {"targetCommit", r.commit}});
      }
    }
    json body{{"branches", branches}, {"converts", json::array()}, {"tags", json::array()}};
    if (prs) body["pullRequests"] = pulls;
    res.status = 200;
    res.set_content(body.dump(), "application/json; charset=utf-8");
  }

  // HEAD|GET /REPO/resolve/REV/FILE
  void answer_resolve(const httplib::Request& req, httplib::Response& res) {
    const auto marker = req.path.find("/resolve/");
    const HubRepo* repo = find_repo(req.path.substr(1, marker - 1));
    if (repo == nullptr) return hub_error(res, 404, "RepoNotFound", "Repository not found");
    if (!allowed(*repo, req, res)) return;
    // The revision is the longest name (or commit) of the repository the rest starts with:
    // a branch name may hold slashes ("refs/pr/1").
    const std::string rest = req.path.substr(marker + std::string("/resolve/").size());
    const HubRevision* revision = nullptr;
    std::size_t taken = 0;
    for (const HubRevision& candidate : repo->revisions) {
      for (const std::string& name : {candidate.name, candidate.commit}) {
        if (name.size() > taken && starts_with(rest, name + "/")) {
          revision = &candidate;
          taken = name.size();
        }
      }
    }
    if (revision == nullptr) {
      return hub_error(res, 404, "RevisionNotFound", "Invalid rev id: " + rest.substr(0, rest.find('/')));
    }
    const std::string name = rest.substr(taken + 1);
    const HubFaults now = current_faults();
    const HubFile* file = nullptr;
    for (const HubFile* candidate : listing(*revision, now)) {
      if (candidate->name == name) file = candidate;
    }
    res.set_header("X-Repo-Commit", revision->commit);
    if (file == nullptr) return hub_error(res, 404, "EntryNotFound", "Entry not found");
    if (!file->lfs) {
      res.set_header("ETag", "\"" + file->git_sha1 + "\"");
      send_bytes(req, res, *file, Delivery{now.corrupt == file->name, -1, -1, 0});
      return;
    }
    res.set_header("X-Linked-Etag", "\"" + file->sha256 + "\"");
    res.set_header("X-Linked-Size", std::to_string(file->size));
    res.set_header("ETag", "\"" + file->pointer_sha1 + "\"");
    if (now.redirect_loop) return redirect(res, endpoint() + "/loop" + url_path(req.path));
    redirect(res, cdn() + "/cdn/" + file->sha256 + "?token-free-signature=" + signature(file->sha256));
  }

  // HEAD|GET /cdn/SHA256?token-free-signature=…
  void answer_cdn(const httplib::Request& req, httplib::Response& res) {
    if (!starts_with(req.path, "/cdn/")) return plain(res, 404, "Not Found");
    if (req.has_header("Authorization")) {
      return plain(res, 400,
                   "Only one auth mechanism allowed: this URL is signed, and an Authorization header came too");
    }
    const std::string sha256 = req.path.substr(std::string("/cdn/").size());
    if (req.get_param_value("token-free-signature") != signature(sha256)) {
      return plain(res, 403, "Access denied: the URL's signature is missing or wrong");
    }
    const auto blob = blobs.find(sha256);
    if (blob == blobs.end()) return plain(res, 404, "No such object: " + sha256);
    const HubFile& file = *blob->second.front();
    const HubFaults now = current_faults();
    Delivery delivery{false, -1, now.stall_after, now.rate};
    for (const HubFile* named : blob->second) delivery.corrupt |= named->name == now.corrupt;
    if (req.method == "GET" && now.cut_after >= 0) {
      std::lock_guard<std::mutex> lock(mutex);
      if (blobs_cut.insert(sha256).second) delivery.cut_after = now.cut_after;
    }
    res.set_header("ETag", "\"" + file.md5 + "\"");
    send_bytes(req, res, file, delivery);
  }

  // GET /loop/PATH: back to PATH (--redirect-loop).
  void answer_loop(const httplib::Request& req, httplib::Response& res) const {
    redirect(res, endpoint() + url_path(req.path.substr(std::string("/loop").size())));
  }

  void answer_endpoint(const httplib::Request& req, httplib::Response& res) {
    if (starts_with(req.path, "/api/models/")) return answer_api(req, res);
    if (starts_with(req.path, "/loop/")) return answer_loop(req, res);
    if (req.path.find("/resolve/") != std::string::npos) return answer_resolve(req, res);
    plain(res, 404, "Not Found");
  }

  // A file's bytes, whole or the range asked for.
  void send_bytes(const httplib::Request& req, httplib::Response& res, const HubFile& file, Delivery delivery) {
    res.set_header("Accept-Ranges", "bytes");
    std::optional<Span> span;
    try {
      span = requested_span(req.get_header_value("Range"), file.size);
    } catch (const std::exception&) {
      span.reset();
    }
    if (!span) {
      res.status = 416;
      res.set_header("Content-Range", "bytes */" + std::to_string(file.size));
      res.set_content("", "text/plain");
      return;
    }
    res.status = span->partial ? 206 : 200;
    if (span->partial) {
      res.set_header("Content-Range", "bytes " + std::to_string(span->first) + "-" +
                                          std::to_string(span->first + span->length - 1) + "/" +
                                          std::to_string(file.size));
    }
    if (span->length == 0) {
      res.set_content("", "application/octet-stream");
      return;
    }
    auto body = std::make_shared<Body>(*this, file, *span, delivery);
    res.set_content_provider(span->length, "application/octet-stream",
                             [body](std::size_t offset, std::size_t, httplib::DataSink& sink) {
                               return body->write_next(offset, sink);
                             });
  }

};

std::string hub_request_json(const HubRequest& request) {
  const json line{{"method", request.method},
                  {"port", request.port},
                  {"path", request.path},
                  {"query", request.query},
                  {"range", request.range},
                  {"has_authorization", request.has_authorization},
                  {"authorization", request.has_authorization ? json(request.authorization) : json(nullptr)},
                  {"status", request.status}};
  return line.dump(-1, ' ', false, json::error_handler_t::replace);
}

HubServer::HubServer(HubOptions options) : state_(std::make_unique<State>()) {
  State& s = *state_;
  for (const HubRepoFolder& source : options.repos) {
    HubRepo& repo = s.repos[source.repo];
    repo.id = source.repo;
    for (const HubRevision& existing : repo.revisions) {
      if (existing.name == source.revision) {
        throw std::runtime_error(source.repo + "@" + source.revision + " is given twice");
      }
    }
    repo.revisions.push_back(read_revision(source.repo, source.revision, source.folder));
  }
  for (const auto& [repo, token] : options.gated) {
    const auto it = s.repos.find(repo);
    if (it == s.repos.end()) throw std::runtime_error("the gated repository " + repo + " is not served");
    it->second.token = token;
  }
  for (const auto& [id, repo] : s.repos) {
    for (const HubRevision& revision : repo.revisions) {
      for (const HubFile& file : revision.files) {
        if (file.lfs) s.blobs[file.sha256].push_back(&file);
      }
    }
  }
  s.faults = options.faults;
  if (!options.log_file.empty()) {
    s.log_file.open(options.log_file, std::ios::app);
    if (!s.log_file) throw std::runtime_error("cannot write the request log " + options.log_file);
  }

  for (httplib::Server* server : {&s.endpoint_server, &s.cdn_server}) {
    // Stalled responses each hold a thread until their client goes.
    server->new_task_queue = [] { return new httplib::ThreadPool(16); };
    // stop() waits for idle kept-alive connections: keep them short.
    server->set_keep_alive_timeout(1);
    server->set_keep_alive_max_count(100);
    server->set_tcp_nodelay(true);
  }
  const std::string every_path = "[\\s\\S]*";
  const auto on_endpoint = [&s](const httplib::Request& req, httplib::Response& res) {
    s.serve("endpoint", req, res, [&s](const httplib::Request& q, httplib::Response& r) { s.answer_endpoint(q, r); });
  };
  const auto on_cdn = [&s](const httplib::Request& req, httplib::Response& res) {
    s.serve("cdn", req, res, [&s](const httplib::Request& q, httplib::Response& r) { s.answer_cdn(q, r); });
  };
  // cpp-httplib answers HEAD with the GET handlers, leaving the body out.
  s.endpoint_server.Get(every_path, on_endpoint);
  s.cdn_server.Get(every_path, on_cdn);

  s.endpoint_port = s.endpoint_server.bind_to_any_port(kHost);
  s.cdn_port = s.cdn_server.bind_to_any_port(kHost);
  if (s.endpoint_port < 0 || s.cdn_port < 0) throw std::runtime_error("cannot listen on 127.0.0.1");
  s.signing_key = "attn-test-hub " + std::to_string(s.cdn_port);
  s.endpoint_thread = std::thread([&s] { s.endpoint_server.listen_after_bind(); });
  s.cdn_thread = std::thread([&s] { s.cdn_server.listen_after_bind(); });
  // stop() before the servers run would leave them running: wait until they do.
  while (!s.endpoint_server.is_running() || !s.cdn_server.is_running()) {
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
}

HubServer::~HubServer() { stop(); }

std::string HubServer::endpoint() const { return state_->endpoint(); }
std::string HubServer::cdn() const { return state_->cdn(); }

std::string HubServer::commit(const std::string& repo, const std::string& revision) const {
  const HubRepo* found = state_->find_repo(repo);
  const HubRevision* named = found == nullptr ? nullptr : found->find_revision(revision);
  if (named == nullptr) throw std::invalid_argument("the test Hub serves no " + repo + "@" + revision);
  return named->commit;
}

void HubServer::set_faults(const HubFaults& faults) {
  std::lock_guard<std::mutex> lock(state_->mutex);
  state_->faults = faults;
  state_->answered_500 = 0;
  state_->blobs_cut.clear();
}

std::vector<HubRequest> HubServer::requests() const {
  std::lock_guard<std::mutex> lock(state_->mutex);
  return state_->log;
}

void HubServer::stop() {
  State& s = *state_;
  if (s.stopped.exchange(true)) return;
  s.stopping = true;
  s.endpoint_server.stop();
  s.cdn_server.stop();
  if (s.endpoint_thread.joinable()) s.endpoint_thread.join();
  if (s.cdn_thread.joinable()) s.cdn_thread.join();
}

}  // namespace attn::testing
