// A test Hub: serves model folders on 127.0.0.1 the way huggingface.co serves
// repositories, so that no test of the downloads needs the internet. Two ports, as two
// origins: the endpoint (the Hub) and the CDN its large files are redirected to.
//
// The endpoint (http://127.0.0.1:PORT):
//   GET /api/models/REPO/refs[?include_prs=1]   {"branches", "converts", "tags",
//       "pullRequests": [{"name", "ref": "refs/pr/N", "targetCommit"}]} (revisions served
//       under a name "refs/pr/N" are pull requests)
//   GET /api/models/REPO[/revision/REV][?blobs=true]
//       {"id", "modelId", "sha": COMMIT, "private", "gated", "disabled",
//        "siblings": [{"rfilename"}]}; with ?blobs=true each sibling also has "size",
//       "blobId" and, for an LFS file, "lfs": {"sha256", "size", "pointerSize"}
//   HEAD|GET /REPO/resolve/REV/FILE
//       a small file: 200, ETag: "GIT-BLOB-SHA1", X-Repo-Commit, Content-Length, its bytes
//       (ranges as the CDN's)
//       an LFS file: 302, Location: CDN/cdn/SHA256?token-free-signature=…,
//       X-Linked-Etag: "SHA256", X-Linked-Size, ETag: "GIT-BLOB-SHA1 OF ITS POINTER",
//       X-Repo-Commit
//   REV: a branch or tag ("main", "v1") or a commit. REPO: "ORG/NAME" or "NAME".
//   Errors as the Hub gives them, with X-Error-Code, X-Error-Message and {"error": …}:
//       404 RepoNotFound, 404 RevisionNotFound, 404 EntryNotFound (with X-Repo-Commit),
//       401 GatedRepo without "Authorization: Bearer TOKEN", 403 GatedRepo with another
//       token ("Access to model ORG/NAME is restricted…", the Hub's words)
// The CDN (another port, so another origin: a client must not send it the token):
//   HEAD|GET /cdn/SHA256?token-free-signature=…   the bytes, ETag: "MD5" (as an object
//       store names them: not the SHA-256), Accept-Ranges, "Range: bytes=N-" / "N-M" /
//       "-N" → 206 with Content-Range; a range past the end → 416; a wrong or missing
//       signature → 403; an Authorization header → 400 (as a signed object-store URL
//       answers a second credential)
//
// Faults (HubFaults; the command line's flags): see each field. Every request is logged
// (requests(), and one JSON line per request in HubOptions::log_file), with whether an
// Authorization header came and its value, so that tests see where the token went.
//
// Not here: HTTPS, the Hub's other APIs (tree listings, discussions, uploads), Xet
// storage, and any check of a token but a gated repository's.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace attn::testing {

// A revision of a repository served from a folder.
struct HubRepoFolder {
  std::string repo;               // "ORG/NAME" or "NAME"
  std::string revision = "main";  // a branch or tag name
  std::string folder;
};

struct HubFaults {
  // The first GET of each CDN blob sends this many bytes of its body, then closes the
  // connection; later requests of it are answered whole. -1: none.
  std::int64_t cut_after = -1;
  // A file name ("model.safetensors"): its bytes are served with one byte changed (the
  // middle one), on the endpoint and the CDN; every header names the true hash and size.
  std::string corrupt;
  // The first this many requests (of any kind, either port) answer 500.
  int fail500 = 0;
  // Every CDN GET sends this many bytes of its body, then nothing, keeping the connection
  // open until the client closes it or the server stops. -1: none.
  std::int64_t stall_after = -1;
  // Resolving an LFS file redirects to /loop/… on the endpoint, which redirects back to
  // the resolve URL: a loop without end.
  bool redirect_loop = false;
  // Each revision's list also names "../evil.json" and "/tmp/absolute.json", and both are
  // served (small JSON files) when asked for by those names.
  bool evil_names = false;
  // CDN bodies at most this many bytes a second; 0: as fast as they go.
  std::uint64_t rate = 0;
};

struct HubOptions {
  std::vector<HubRepoFolder> repos;
  std::map<std::string, std::string> gated;  // repository → the token that opens it
  HubFaults faults;
  std::string log_file;  // "" for none (requests() keeps them all the same)
};

// One request: a line of the log.
struct HubRequest {
  std::string method;  // "GET", "HEAD"
  std::string port;    // "endpoint" or "cdn"
  std::string path;    // as decoded: "/gpt2/resolve/main/config.json"
  std::string query;   // what followed '?', "" when nothing
  std::string range;   // the Range header, "" when none
  bool has_authorization = false;
  std::string authorization;  // the Authorization header's value, "" when none
  int status = 0;      // the status answered
};

class HubServer {
 public:
  // Reads and hashes the folders, then listens on two ports the system chooses, both on
  // 127.0.0.1, each served by its own threads. Throws std::runtime_error naming a folder
  // that cannot be read, a gated repository that is not served, or a port not opened.
  explicit HubServer(HubOptions options);
  ~HubServer();  // stop()
  HubServer(const HubServer&) = delete;
  HubServer& operator=(const HubServer&) = delete;

  std::string endpoint() const;  // "http://127.0.0.1:PORT" (HF_ENDPOINT)
  std::string cdn() const;       // the CDN's origin, "http://127.0.0.1:PORT"
  // The commit a revision (a branch or tag) of a repository points to; throws
  // std::invalid_argument when the server has none such.
  std::string commit(const std::string& repo, const std::string& revision = "main") const;

  // New faults from now on; what they count (requests answered 500, blobs already cut)
  // starts again from zero.
  void set_faults(const HubFaults& faults);
  std::vector<HubRequest> requests() const;

  // Closes both ports; a stalled or throttled response ends at once. Idempotent.
  void stop();

 private:
  struct State;
  std::unique_ptr<State> state_;
};

// The JSON line of one request in the log: {"method", "port", "path", "query", "range",
// "has_authorization", "authorization" (the value, or null), "status"}.
std::string hub_request_json(const HubRequest& request);

}  // namespace attn::testing
