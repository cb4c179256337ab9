// The Hub's protocol as the downloader (hf_download.cpp) speaks it: the URLs, the file list
// of a revision, the headers of a file's resolve URL, and the errors the Hub answers, in
// words for a teacher. No files are written here.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "io/hf_download.hpp"
#include "io/http.hpp"

namespace attn::io::hub {

// Percent-encodes all but letters, digits, "-._~" and the characters in `keep`.
std::string quote(const std::string& text, const std::string& keep = "");

// ENDPOINT/api/models/REPO/revision/REV?blobs=true
std::string listing_url(const std::string& endpoint, const std::string& repo, const std::string& revision);
// ENDPOINT/REPO/resolve/REV/FILE
std::string resolve_url(const std::string& endpoint, const std::string& repo, const std::string& revision,
                        const std::string& file);

struct ListedFile {
  std::string name;        // "model.safetensors"
  std::uint64_t size = 0;  // 0 when the list did not say
  std::string sha256;      // the LFS hash, "" for a small file
  std::string blob_id;     // the git hash of its contents ("blobId"), "" when not given
};
struct Listing {
  std::string commit;  // 40 hex digits
  std::vector<ListedFile> files;
  const ListedFile* find(const std::string& name) const;
};
// The API's answer for a revision. Throws DownloadError naming `repo` when it is not JSON of
// that shape, when the commit is not 40 hex digits, or when a file's name is not a safe
// relative path ("../x", "/x"): such a list is refused whole.
Listing parse_listing(const std::string& json, const std::string& repo);

// The pull requests' refs ("refs/pr/3") of the API's answer to ENDPOINT/api/models/REPO/refs?
// include_prs=1, newest first; empty when it is not of that shape.
std::vector<std::string> parse_pull_request_refs(const std::string& json);

// ETag and X-Linked-Etag as the Hub sends them ("\"abc\"", "W/\"abc\"") without the quotes;
// "" when the value is not a plain hash of letters and digits (a blob's name is made from
// it, so nothing else is taken).
std::string blob_name_of_etag(const std::string& etag);
bool is_sha256_hex(const std::string& text);

// The DownloadError for an answer that is not a success: 401 and 403 (gated or private, and
// how to get access), 404 (the repository, the revision or the file), 5xx and 429.
// `file` is "" for the list.
DownloadError error_for_status(const http::Response& response, const std::string& body, const std::string& endpoint,
                               const std::string& repo, const std::string& revision, const std::string& file,
                               bool had_token);

// True for the answers a new try may cure: 5xx, 429, 408.
bool is_passing_status(int status);

}  // namespace attn::io::hub
