// The one writer behind every output file (reports, PDF, scenarios, profiles, CSV/PNG/SVG, autosave).
//
// A regular (or new) target is written whole or not at all: the bytes go to a temporary file created
// exclusively (O_CREAT|O_EXCL|O_NOFOLLOW, random name, so a link planted at any temporary name is never
// followed) in the target's directory; every write, the fsync and the close are checked; the file gets
// the original target's mode; only then is it renamed over the target. After any failure the temporary
// file is removed and the previous target is byte-identical.
//
// A symbolic link given as the target is resolved first (the file it points to is replaced, the link
// stays). A character device or FIFO (/dev/null, /dev/stdout, a pipe) is written directly, checked;
// any other non-regular target (a folder, a socket, a block device, a dangling link) is refused, and so
// is a read-only file. Errors have code "write_failed" or "not_writable" and name the path and reason.
#pragma once

#include <filesystem>
#include <string_view>

#include "util/result.h"

namespace psa {

Result<bool> writeFileAtomically(const std::filesystem::path& file, std::string_view text);

}  // namespace psa
