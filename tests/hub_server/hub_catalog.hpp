// The repositories the test Hub serves, read from folders: each file's size and hashes as
// the Hub keeps them (the git blob SHA-1 of a small file; the SHA-256 and pointer of a
// large one, stored with Git LFS), each revision's commit, and where the bytes are.
//
//   file name "sub/x.json"  every regular file under the folder, '/' between folders
//   git blob SHA-1          sha1("blob SIZE\0" + bytes): a small file's ETag and blobId
//   LFS                     *.safetensors, *.bin, *.model, and any file of 1 MB or more
//                           (what a new repository's .gitattributes sends to LFS); its
//                           blobId is the git blob SHA-1 of its pointer text
//   commit                  the first 40 hex digits of a SHA-256 over the repository's
//                           id and its files' names and SHA-256s: the same folders give
//                           the same commit on every run
//
// Not here: HTTP (hub_server.cpp). The bytes stay on disk and are read when served.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace attn::testing {

struct HubFile {
  std::string name;          // rfilename: "model.safetensors", "onnx/model.onnx"
  std::string path;          // on disk; "" when the bytes are `bytes` (names added by a fault)
  std::string bytes;
  std::uint64_t size = 0;
  std::string sha256;        // 64 hex digits
  std::string git_sha1;      // 40 hex digits: the git blob hash of the bytes
  std::string md5;           // 32 hex digits: what the CDN (an object store) names as ETag
  bool lfs = false;
  std::string pointer;       // the LFS pointer text ("version …\noid sha256:…\nsize …\n")
  std::string pointer_sha1;  // the git blob hash of the pointer: an LFS file's blobId
};

struct HubRevision {
  std::string name;          // "main", "v1", "refs/pr/1"
  std::string commit;        // 40 hex digits
  std::vector<HubFile> files;  // sorted by name
};

struct HubRepo {
  std::string id;                    // "ORG/NAME" or "NAME"
  std::vector<HubRevision> revisions;  // in the order given; "main" where given
  std::string token;                 // gated: the token that opens it; "" for a public repository

  // By branch or tag name, or by commit; nullptr when none.
  const HubRevision* find_revision(const std::string& name_or_commit) const;
};

// Reads `folder` (recursively; symbolic links to files are followed) into a revision named
// `revision` of repository `repo`. Throws std::runtime_error naming a folder that is not
// there or holds no file, or a file that cannot be read.
HubRevision read_revision(const std::string& repo, const std::string& revision, const std::string& folder);

// A file served from memory (the names --evil-names adds), hashed like the others.
HubFile file_from_bytes(const std::string& name, const std::string& bytes);

// Whether the Hub stores a file of this name and size with LFS.
bool stored_with_lfs(const std::string& name, std::uint64_t size);

// Hex digests of whole strings.
std::string sha256_hex(const std::string& bytes);
std::string sha1_hex(const std::string& bytes);

}  // namespace attn::testing
