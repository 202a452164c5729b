#include "query/query.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <fmt/format.h>
#include <set>

#include "util/text.h"

namespace psa {

const char* toString(QueryIntent intent)
{
    switch (intent) {
    case QueryIntent::Analyze: return "analyze";
    case QueryIntent::Compare: return "compare";
    case QueryIntent::Diagnose: return "diagnose";
    }
    return "?";
}

namespace {

struct Tok {
    std::string text;       // as written
    std::string low;        // lower case
    bool kv = false;        // a "key=value" word, kept whole
    bool attached = false;  // part of the same written word as the previous token ("LLaMA-3" -> "LLaMA", "3")
    bool used = false;
};

bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isAlpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

bool hasAlpha(const std::string& s)
{
    return std::any_of(s.begin(), s.end(), [](char c) { return isAlpha(c); });
}

bool contains(const std::set<std::string>& set, const std::string& s) { return set.count(s) > 0; }

// Words that carry no information of their own (never reported as unused).
const std::set<std::string>& stopWords()
{
    static const std::set<std::string> words = {
        "on", "for", "with", "a", "an", "the", "model", "models", "at", "of", "and", "vs", "using", "use",
        "currently", "analyze", "analyse", "analysis", "strategy", "strategies", "gpus", "npus", "devices",
        "cards", "gpu", "npu", "device", "card", "chips", "chip", "accelerators", "accelerator", "x", "in",
        "to", "my", "our", "i", "we", "me", "is", "are", "by", "from", "training", "train", "parallel",
        "parallelism", "recommend", "best", "optimal", "what", "how", "should", "run", "running", "llm",
        "setup", "cluster", "please", "find", "config", "configuration", "configs", "per", "when", "but",
        "nvidia", "huawei", "amd", "intel", "google", "=", "compare", "versus", "diagnose", "optimize",
        "optimise", "current", "existing", "fix", "why", "get", "getting", "gets", "hit", "hitting", "does", "do",
        "it", "this", "that", "can", "which", "will", "be"};
    return words;
}

// ---- number shapes -------------------------------------------------------------------------------

// "8192" -> 8192; with `allowSuffix` also "32k" -> 32768, "1m" -> 1048576, "1.5k" -> 1536 (binary units,
// as sequence lengths are quoted).
std::optional<long long> parseCount(const std::string& s, bool allowSuffix)
{
    size_t i = 0;
    long long whole = 0;
    while (i < s.size() && isDigit(s[i])) {
        if (i >= 12)
            return std::nullopt;
        whole = whole * 10 + (s[i] - '0');
        ++i;
    }
    if (i == 0)
        return std::nullopt;
    double frac = 0;
    if (i < s.size() && s[i] == '.') {
        ++i;
        double scale = 0.1;
        const size_t start = i;
        while (i < s.size() && isDigit(s[i]) && i - start < 6) {
            frac += (s[i] - '0') * scale;
            scale /= 10;
            ++i;
        }
        if (i == start)
            return std::nullopt;
    }
    long long mult = 1;
    if (i < s.size()) {
        if (!allowSuffix || i + 1 != s.size())
            return std::nullopt;
        if (s[i] == 'k')
            mult = 1024;
        else if (s[i] == 'm')
            mult = 1024LL * 1024;
        else
            return std::nullopt;
    } else if (frac != 0) {
        return std::nullopt;  // "4.5" is not a count
    }
    const double value = (static_cast<double>(whole) + frac) * static_cast<double>(mult);
    if (value < 1 || value > 1e15)
        return std::nullopt;
    return static_cast<long long>(std::llround(value));
}

// "70b" -> 70, "1.5b" -> 1.5.
std::optional<double> parseSize(const std::string& s)
{
    if (s.size() < 2 || s.size() > 10 || s.back() != 'b' || !isDigit(s.front()))
        return std::nullopt;
    const std::string num = s.substr(0, s.size() - 1);
    size_t dots = 0;
    for (char c : num) {
        if (c == '.')
            ++dots;
        else if (!isDigit(c))
            return std::nullopt;
    }
    if (dots > 1 || num.back() == '.')
        return std::nullopt;
    double whole = 0;
    double frac = 0;
    double scale = 0.1;
    bool afterDot = false;
    for (char c : num) {
        if (c == '.') {
            afterDot = true;
        } else if (afterDot) {
            frac += (c - '0') * scale;
            scale /= 10;
        } else {
            whole = whole * 10 + (c - '0');
        }
    }
    const double v = whole + frac;
    if (v <= 0)
        return std::nullopt;
    return v;
}

std::string formatSize(double b)
{
    return std::fabs(b - std::round(b)) < 1e-9 ? fmt::format("{}B", static_cast<long long>(std::llround(b)))
                                               : fmt::format("{}B", b);
}

// The nominal size in the model's id ("llama2-70b" -> 70) or name ("DeepSeek-V3 / R1 (671B)" -> 671).
std::optional<double> nominalSize(const ModelSpec& m)
{
    for (const std::string& part : split(toLower(m.id), '-'))
        if (auto v = parseSize(part))
            return v;
    const auto open = m.name.find('(');
    if (open != std::string::npos) {
        size_t end = open + 1;
        while (end < m.name.size() && (isDigit(m.name[end]) || m.name[end] == '.'))
            ++end;
        if (end < m.name.size() && end > open + 1 && (m.name[end] == 'B' || m.name[end] == 'b'))
            return parseSize(toLower(m.name.substr(open + 1, end - open)));
    }
    return std::nullopt;
}

bool sameSize(double a, double b) { return std::fabs(a - b) <= 0.05 * std::max(a, b); }

// ---- tokenizing ----------------------------------------------------------------------------------

std::string preprocess(std::string_view in)
{
    std::string out;
    out.reserve(in.size() + 16);
    size_t groupedFrom = std::string::npos;  // start of the number whose digit-grouping comma was dropped
    for (size_t i = 0; i < in.size(); ++i) {
        const char c = in[i];
        // U+00D7 MULTIPLICATION SIGN ("8× A100") and '*' ("H100*32") read as the word "x".
        if (static_cast<unsigned char>(c) == 0xC3 && i + 1 < in.size() && static_cast<unsigned char>(in[i + 1]) == 0x97) {
            out += " x ";
            ++i;
            continue;
        }
        if (c == '*') {
            out += " x ";
            continue;
        }
        if (c == '=') {  // "DP = 8" -> "DP=8"
            while (!out.empty() && (out.back() == ' ' || out.back() == '\t'))
                out.pop_back();
            out.push_back('=');
            while (i + 1 < in.size() && (in[i + 1] == ' ' || in[i + 1] == '\t'))
                ++i;
            continue;
        }
        // Digit grouping: "4,096" -> "4096", "seq_len=1,048,576" -> "seq_len=1048576".
        if (c == ',' && !out.empty() && isDigit(out.back()) && i + 3 < in.size() && isDigit(in[i + 1])
            && isDigit(in[i + 2]) && isDigit(in[i + 3])
            && (i + 4 >= in.size() || !std::isalnum(static_cast<unsigned char>(in[i + 4])))) {
            size_t k = out.size();
            while (k > 0 && isDigit(out[k - 1]))
                --k;
            if ((out.size() - k <= 3 || k == groupedFrom) && (k == 0 || !isAlpha(out[k - 1]))) {
                groupedFrom = k;
                continue;
            }
        }
        out.push_back(c);
    }
    return out;
}

bool isSeparator(char c)
{
    return std::isspace(static_cast<unsigned char>(c)) || c == ',' || c == ';' || c == ':' || c == '(' || c == ')'
        || c == '[' || c == ']' || c == '{' || c == '}' || c == '"' || c == '!' || c == '?' || c == '`' || c == '|';
}

void pushPiece(std::vector<Tok>& toks, const std::string& piece, bool attached)
{
    const std::string low = toLower(piece);
    auto push = [&](const std::string& text, bool att) {
        Tok t;
        t.text = text;
        t.low = toLower(text);
        t.attached = att;
        toks.push_back(std::move(t));
    };
    size_t d = 0;
    while (d < low.size() && isDigit(low[d]))
        ++d;
    // "8x" -> "8" "x"; "32xH100" -> "32" "x" "H100" (but "8x7B" stays a model name)
    if (d > 0 && d < low.size() && low[d] == 'x' && (d + 1 == low.size() || isAlpha(low[d + 1]))) {
        push(piece.substr(0, d), attached);
        push(piece.substr(d, 1), true);
        if (d + 1 < piece.size())
            push(piece.substr(d + 1), true);
        return;
    }
    // "x32" -> "x" "32"
    if (low.size() > 1 && low[0] == 'x' && std::all_of(low.begin() + 1, low.end(), isDigit)) {
        push(piece.substr(0, 1), attached);
        push(piece.substr(1), true);
        return;
    }
    push(piece, attached);
}

std::vector<Tok> tokenize(const std::string& s)
{
    std::vector<Tok> toks;
    size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && isSeparator(s[i]))
            ++i;
        size_t j = i;
        while (j < s.size() && !isSeparator(s[j]))
            ++j;
        std::string word = s.substr(i, j - i);
        i = j;
        while (!word.empty() && (word.back() == '.' || word.back() == '\''))
            word.pop_back();
        while (!word.empty() && (word.front() == '.' || word.front() == '\''))
            word.erase(word.begin());
        if (word.empty())
            continue;
        if (word.find('=') != std::string::npos) {
            Tok t;
            t.text = word;
            t.low = toLower(word);
            t.kv = true;
            toks.push_back(std::move(t));
            continue;
        }
        size_t start = 0;
        bool first = true;
        for (size_t k = 0; k <= word.size(); ++k) {
            if (k == word.size() || word[k] == '-' || word[k] == '/' || word[k] == '_') {
                if (k > start) {
                    pushPiece(toks, word.substr(start, k - start), !first);
                    first = false;
                }
                start = k + 1;
            }
        }
    }
    return toks;
}

// ---- the parser ----------------------------------------------------------------------------------

class Parser {
public:
    Parser(std::string_view text, const Catalog& catalog, QueryResult& r)
        : toks_(tokenize(preprocess(text))), catalog_(catalog), r_(r)
    {
    }

    void run()
    {
        keyValues();
        symptoms();
        sequenceLength();
        globalBatch();
        precisionAndFramework();
        modelNames();
        deviceNames();
        deviceCounts();
        familyAndSize();
        bareSequenceLength();
        intent();
        collectUnused();
        describe();
    }

private:
    std::vector<Tok> toks_;
    const Catalog& catalog_;
    QueryResult& r_;
    std::string modelNote_;

    [[nodiscard]] bool freeAt(size_t i) const { return i < toks_.size() && !toks_[i].used && !toks_[i].kv; }
    [[nodiscard]] bool lowAt(size_t i, const std::set<std::string>& words) const
    {
        return freeAt(i) && contains(words, toks_[i].low);
    }

    void setSeq(long long v)
    {
        if (!r_.seq_len)
            r_.seq_len = v;
    }

    // -- "key=value" words: strategies (one group = adjacent strategy keys) and named settings
    void keyValues()
    {
        static const std::set<std::string> strategyKeys = {"dp", "tp", "pp", "cp", "ep", "etp", "vpp", "mbs",
                                                           "micro_batch", "zero", "fsdp", "recompute",
                                                           "schedule", "sp", "offload", "uneven"};
        std::vector<size_t> group;
        std::set<std::string> groupKeys;
        auto flush = [&] {
            if (group.empty())
                return;
            std::string spec;
            for (size_t idx : group) {
                const std::string& low = toks_[idx].low;
                const auto eq = low.find('=');
                std::string key = low.substr(0, eq);
                std::string value = low.substr(eq + 1);
                if ((key == "zero" || key == "fsdp") && value.rfind("level", 0) == 0)
                    value = value.substr(5);  // "FSDP=level2"
                if (!spec.empty())
                    spec += ',';
                spec += key + "=" + value;
            }
            auto s = parseStrategy(spec);
            if (s.ok()) {
                r_.strategies.push_back(*s);
                for (size_t idx : group)
                    toks_[idx].used = true;
            }
            group.clear();
            groupKeys.clear();
        };
        for (size_t i = 0; i < toks_.size(); ++i) {
            Tok& t = toks_[i];
            if (!t.kv) {
                flush();
                continue;
            }
            const auto eq = t.low.find('=');
            const std::string key = t.low.substr(0, eq);
            const std::string value = t.low.substr(eq + 1);
            if (contains(strategyKeys, key)) {
                if (!group.empty() && (group.back() + 1 != i || contains(groupKeys, key)))
                    flush();
                group.push_back(i);
                groupKeys.insert(key);
                continue;
            }
            flush();
            t.used = namedSetting(normalizeKey(key), t.text.substr(eq + 1), value);
        }
        flush();
    }

    bool namedSetting(const std::string& key, const std::string& rawValue, const std::string& value)
    {
        static const std::set<std::string> seqKeys = {"seq", "seqlen", "seqlength", "sequence", "sequencelength",
                                                      "context", "contextlength", "ctx", "maxseqlen"};
        static const std::set<std::string> batchKeys = {"batch", "batchsize", "globalbatch", "globalbatchsize",
                                                        "gbs", "bs"};
        static const std::set<std::string> countKeys = {"devices", "gpus", "npus", "numdevices", "ndevices",
                                                        "worldsize"};
        if (contains(seqKeys, key)) {
            if (auto v = parseCount(value, true); v && !r_.seq_len) {
                r_.seq_len = *v;
                return true;
            }
        } else if (contains(batchKeys, key)) {
            if (auto v = parseCount(value, true); v && !r_.global_batch) {
                r_.global_batch = *v;
                return true;
            }
        } else if (contains(countKeys, key)) {
            if (auto v = parseCount(value, false); v && *v <= 10'000'000 && !r_.devices) {
                r_.devices = static_cast<int>(*v);
                return true;
            }
        } else if (key == "precision" || key == "dtype") {
            return setPrecision(value);
        } else if (key == "framework") {
            return setFramework(value);
        } else if (key == "model") {
            if (const ModelSpec* m = catalog_.model(rawValue); m && !r_.model_id) {
                r_.model_id = m->id;
                modelNote_ = m->id;
                return true;
            }
        } else if (key == "device" || key == "hardware" || key == "gpu" || key == "npu") {
            if (const DeviceSpec* d = catalog_.device(rawValue); d && !r_.device_id) {
                r_.device_id = d->id;
                return true;
            }
        }
        return false;
    }

    bool setPrecision(const std::string& low)
    {
        std::string p;
        if (low == "bf16" || low == "bfloat16")
            p = "bf16";
        else if (low == "fp16" || low == "float16")
            p = "fp16";
        else if (low == "fp8" || low == "float8")
            p = "fp8";
        if (p.empty() || (r_.precision && *r_.precision != p))
            return false;
        r_.precision = p;
        return true;
    }

    bool setFramework(const std::string& low)
    {
        std::string f;
        if (low == "pytorch" || low == "torch" || low == "torchtitan")
            f = "torchtitan";
        else if (low == "megatron" || low == "megatron-lm" || low == "mcore")
            f = "megatron";
        else if (low == "deepspeed")
            f = "deepspeed";
        else if (low == "mindspeed" || low == "mindspeed-llm")
            f = "mindspeed";
        else if (low == "mindspore" || low == "mindformers")
            f = "mindspore";
        if (f.empty() || (r_.framework && *r_.framework != f))
            return false;
        r_.framework = f;
        return true;
    }

    // -- "OOM", "out of memory", "out-of-memory"
    void symptoms()
    {
        for (size_t i = 0; i < toks_.size(); ++i) {
            if (lowAt(i, {"oom", "ooms", "oomed"})) {
                toks_[i].used = true;
                r_.symptom = "oom";
            } else if (lowAt(i, {"out"}) && lowAt(i + 1, {"of"}) && lowAt(i + 2, {"memory"})) {
                toks_[i].used = toks_[i + 1].used = toks_[i + 2].used = true;
                r_.symptom = "oom";
            }
        }
    }

    // -- "seq_len 4096", "sequence length of 8192", "context 32k", "32K context", "1M tokens"
    void sequenceLength()
    {
        static const std::set<std::string> prefix = {"seq", "seqlen", "sequence", "context", "ctx", "seqlength"};
        static const std::set<std::string> filler = {"len", "length", "window", "size", "of", "is", "to"};
        static const std::set<std::string> suffix = {"context", "tokens", "token", "ctx", "seq", "seqlen", "sequence"};
        // Keyword before the number first ("H100 x 32, seq 32768": 32 is not the sequence length) ...
        for (size_t i = 0; i < toks_.size() && !r_.seq_len; ++i) {
            if (!lowAt(i, prefix))
                continue;
            size_t j = i + 1;
            while (lowAt(j, filler))
                ++j;
            if (!freeAt(j))
                continue;
            if (auto v = parseCount(toks_[j].low, true)) {
                r_.seq_len = *v;
                for (size_t k = i; k <= j; ++k)
                    toks_[k].used = true;
            }
        }
        // ... then after it ("32K context", "1M tokens", "8192-token context").
        for (size_t i = 0; i + 1 < toks_.size() && !r_.seq_len; ++i) {
            if (!freeAt(i) || !lowAt(i + 1, suffix))
                continue;
            if (auto v = parseCount(toks_[i].low, true)) {
                r_.seq_len = *v;
                toks_[i].used = toks_[i + 1].used = true;
                for (size_t j = i + 2; lowAt(j, {"context", "len", "length", "window"}); ++j)
                    toks_[j].used = true;
            }
        }
    }

    // -- "batch size 512", "global batch 1024", "global batch size of 2k", "gbs 512"
    void globalBatch()
    {
        static const std::set<std::string> prefix = {"batch", "batchsize", "gbs", "bs"};
        static const std::set<std::string> filler = {"size", "of", "is", "to"};
        for (size_t i = 0; i < toks_.size(); ++i) {
            if (!lowAt(i, prefix) || (i > 0 && toks_[i - 1].low == "micro"))
                continue;
            size_t j = i + 1;
            while (lowAt(j, filler))
                ++j;
            if (!freeAt(j))
                continue;
            auto v = parseCount(toks_[j].low, true);
            if (!v || r_.global_batch)
                continue;
            r_.global_batch = *v;
            for (size_t k = i; k <= j; ++k)
                toks_[k].used = true;
            if (i > 0 && lowAt(i - 1, {"global"}))
                toks_[i - 1].used = true;
            i = j;
        }
    }

    void precisionAndFramework()
    {
        for (auto& t : toks_) {
            if (t.used || t.kv)
                continue;
            if (setPrecision(t.low) || setFramework(t.low))
                t.used = true;
        }
    }

    // The longest run of free tokens (at most maxLen) whose joined text `lookup` accepts.
    template <typename Lookup>
    bool longestMatch(size_t maxLen, Lookup lookup)
    {
        for (size_t len = std::min(maxLen, toks_.size()); len >= 1; --len) {
            for (size_t i = 0; i + len <= toks_.size(); ++i) {
                bool ok = true;
                std::string joined;
                for (size_t k = i; k < i + len && ok; ++k) {
                    ok = freeAt(k);
                    if (k > i)
                        joined += ' ';
                    joined += toks_[k].text;
                }
                if (!ok || !hasAlpha(joined))
                    continue;
                if (lookup(i, len, joined)) {
                    for (size_t k = i; k < i + len; ++k)
                        toks_[k].used = true;
                    return true;
                }
            }
        }
        return false;
    }

    void modelNames()
    {
        if (r_.model_id)
            return;
        longestMatch(6, [&](size_t, size_t, const std::string& joined) {
            const ModelSpec* m = catalog_.model(joined);
            if (!m)
                return false;
            r_.model_id = m->id;
            modelNote_ = m->id;
            return true;
        });
    }

    // -- device names, with a count before ("64 Ascend A2", "8x A100", "8 × A100") or after ("H100 x 32")
    void deviceNames()
    {
        if (r_.device_id)
            return;
        size_t first = 0;
        size_t last = 0;
        const bool found = longestMatch(4, [&](size_t i, size_t len, const std::string& joined) {
            const DeviceSpec* d = catalog_.device(joined);
            if (!d && joined.size() > 1 && (joined.back() == 's' || joined.back() == 'S'))  // "A100s"
                d = catalog_.device(joined.substr(0, joined.size() - 1));
            if (!d)
                return false;
            r_.device_id = d->id;
            first = i;
            last = i + len - 1;
            return true;
        });
        if (!found || r_.devices)
            return;
        auto countAt = [&](size_t k) -> std::optional<int> {
            if (!freeAt(k))
                return std::nullopt;
            auto v = parseCount(toks_[k].low, false);
            if (!v || *v > 10'000'000)
                return std::nullopt;
            return static_cast<int>(*v);
        };
        if (first > 0) {
            size_t k = first - 1;
            if (lowAt(k, {"x"}) && k > 0) {
                if (auto n = countAt(k - 1)) {
                    r_.devices = *n;
                    toks_[k].used = toks_[k - 1].used = true;
                    return;
                }
            } else if (auto n = countAt(k)) {
                r_.devices = *n;
                toks_[k].used = true;
                return;
            }
        }
        if (lowAt(last + 1, {"x"})) {
            if (auto n = countAt(last + 2)) {
                r_.devices = *n;
                toks_[last + 1].used = toks_[last + 2].used = true;
            }
        }
    }

    // -- "16 GPUs", "64 NPUs", "8 devices"
    void deviceCounts()
    {
        static const std::set<std::string> units = {"gpus", "gpu", "npus", "npu", "devices", "device", "cards",
                                                    "card", "chips", "chip", "accelerators", "accelerator",
                                                    "ranks", "xpus"};
        for (size_t i = 0; i + 1 < toks_.size(); ++i) {
            if (!freeAt(i) || !lowAt(i + 1, units))
                continue;
            auto v = parseCount(toks_[i].low, false);
            if (!v || *v > 10'000'000 || r_.devices)
                continue;
            r_.devices = static_cast<int>(*v);
            toks_[i].used = toks_[i + 1].used = true;
        }
    }

    // -- "70B", "13B model", "LLaMA-70B", "70B LLaMA-3": sizes and family words resolved against the catalog
    void familyAndSize()
    {
        static const std::array<const char*, 10> families = {"llama", "gpt",   "mixtral", "mistral", "qwen",
                                                             "deepseek", "gemma", "falcon",  "glm",     "kimi"};
        struct Found {
            size_t first;
            size_t last;
            double size;
        };
        std::vector<Found> sizes;
        for (size_t i = 0; i < toks_.size(); ++i) {
            if (!freeAt(i))
                continue;
            if (auto v = parseSize(toks_[i].low)) {
                sizes.push_back({i, i, *v});
            } else if (lowAt(i + 1, {"b", "billion"})) {
                if (auto n = parseCount(toks_[i].low, false))
                    sizes.push_back({i, i + 1, static_cast<double>(*n)});
            }
        }
        std::optional<std::string> family;
        size_t famFirst = 0;
        size_t famLast = 0;
        for (size_t i = 0; i < toks_.size() && !family; ++i) {
            if (!freeAt(i))
                continue;
            for (const char* f : families) {
                const std::string name = f;
                if (toks_[i].low.rfind(name, 0) != 0)
                    continue;
                const std::string rest = toks_[i].low.substr(name.size());
                auto isVersion = [](const std::string& s) {
                    return !s.empty() && s.size() <= 4 && isDigit(s.front()) && isDigit(s.back())
                        && std::all_of(s.begin(), s.end(), [](char c) { return isDigit(c) || c == '.'; });
                };
                if (!rest.empty() && !isVersion(rest))
                    continue;
                family = toks_[i].low;
                famFirst = famLast = i;
                // "LLaMA-3": the version written as part of the same word
                if (rest.empty() && freeAt(i + 1) && toks_[i + 1].attached && isVersion(toks_[i + 1].low)) {
                    *family += toks_[i + 1].low;
                    famLast = i + 1;
                }
                break;
            }
        }

        auto markUsed = [&](size_t a, size_t b) {
            for (size_t k = a; k <= b; ++k)
                toks_[k].used = true;
        };

        if (r_.model_id) {
            // A name was matched: a size that agrees with it is redundant, one that does not stays unused.
            const ModelSpec* m = catalog_.model(*r_.model_id);
            const auto nominal = m ? nominalSize(*m) : std::nullopt;
            for (const auto& s : sizes)
                if (nominal && sameSize(*nominal, s.size))
                    markUsed(s.first, s.last);
            return;
        }
        if (!family && sizes.empty())
            return;
        if (family) {
            r_.model_family = *family;
            markUsed(famFirst, famLast);
        }
        if (sizes.empty()) {
            modelNote_ = fmt::format("{} family (size not given)", *family);
            return;
        }
        const double* size = &sizes.front().size;
        r_.model_params_b = *size;
        markUsed(sizes.front().first, sizes.front().last);
        // The catalog's own reading first ("LLaMA 7B" is an alias of llama1-7b), then family + size.
        if (family) {
            if (const ModelSpec* m = catalog_.model(*family + " " + formatSize(*size))) {
                r_.model_id = m->id;
                modelNote_ = fmt::format("{} {} → {}", formatSize(*size), *family, m->id);
                return;
            }
        }
        // Candidates of that nominal size (and family); preference: Llama-2, then Llama-3, then catalog order.
        // Without a family only dense models are assumed (an MoE architecture is not a safe guess).
        const std::string famKey = family ? normalizeKey(*family) : std::string();
        const ModelSpec* best = nullptr;
        int bestRank = 0;
        size_t candidates = 0;
        for (const ModelSpec& m : catalog_.models()) {
            const std::string mf = normalizeKey(m.family);
            if (family ? mf.rfind(famKey, 0) != 0 : m.isMoe())
                continue;
            const auto nominal = nominalSize(m);
            if (!nominal || std::fabs(*nominal - *size) > 1e-6)
                continue;
            ++candidates;
            const int rank = mf == "llama2" ? 0 : (mf.rfind("llama3", 0) == 0 ? 1 : 2);
            if (!best || rank < bestRank) {
                best = &m;
                bestRank = rank;
            }
        }
        if (!best) {
            modelNote_ = family ? fmt::format("{} family, {} (no catalog model of that size)", *family,
                                              formatSize(*size))
                                : fmt::format("{} (no catalog model of that size)", formatSize(*size));
            return;
        }
        r_.model_id = best->id;
        if (!family)
            modelNote_ = fmt::format("{} → {} (assumed {} architecture)", formatSize(*size), best->id, best->family);
        else if (candidates > 1)
            modelNote_ = fmt::format("{} {} → {} (assumed {})", formatSize(*size), *family, best->id, best->family);
        else
            modelNote_ = fmt::format("{} {} → {}", formatSize(*size), *family, best->id);
    }

    // -- a lone "128K" / "32k" is a sequence length
    void bareSequenceLength()
    {
        for (auto& t : toks_) {
            if (t.used || t.kv || r_.seq_len || t.low.empty())
                continue;
            const char last = t.low.back();
            if ((last == 'k' || last == 'm') && isDigit(t.low.front())) {
                if (auto v = parseCount(t.low, true)) {
                    r_.seq_len = *v;
                    t.used = true;
                }
            }
        }
    }

    void intent()
    {
        static const std::set<std::string> compareWords = {"compare", "comparing", "comparison", "vs", "versus"};
        static const std::set<std::string> diagnoseWords = {"currently", "current", "existing", "diagnose",
                                                            "optimize", "optimise", "fix", "why"};
        bool compare = r_.strategies.size() >= 2;
        bool diagnose = r_.symptom.has_value();
        for (size_t i = 0; i < toks_.size(); ++i) {
            if (lowAt(i, compareWords)) {
                compare = true;
                toks_[i].used = true;
            } else if (lowAt(i, diagnoseWords)) {
                diagnose = true;
                toks_[i].used = true;
            }
        }
        r_.intent = compare ? QueryIntent::Compare : (diagnose ? QueryIntent::Diagnose : QueryIntent::Analyze);
    }

    void collectUnused()
    {
        for (const auto& t : toks_) {
            if (t.used)
                continue;
            if (!t.kv && contains(stopWords(), t.low))
                continue;
            r_.unused.push_back(t.text);
        }
    }

    void describe()
    {
        auto& u = r_.understood;
        u.push_back(fmt::format("intent: {}", toString(r_.intent)));
        if (!modelNote_.empty())
            u.push_back("model: " + modelNote_);
        if (r_.devices)
            u.push_back(fmt::format("devices: {}", *r_.devices));
        if (r_.device_id)
            u.push_back("device: " + *r_.device_id);
        if (r_.seq_len)
            u.push_back(fmt::format("seq_len: {}", *r_.seq_len));
        if (r_.global_batch)
            u.push_back(fmt::format("global_batch: {}", *r_.global_batch));
        if (r_.precision)
            u.push_back("precision: " + *r_.precision);
        if (r_.framework)
            u.push_back("framework: " + *r_.framework);
        for (const auto& s : r_.strategies)
            u.push_back("strategy: " + formatStrategy(s));
        if (r_.symptom)
            u.push_back("symptom: " + *r_.symptom);
    }
};

}  // namespace

QueryResult parseQuery(std::string_view text, const Catalog& catalog)
{
    QueryResult r;
    try {
        Parser(text, catalog, r).run();
    } catch (...) {
        r = QueryResult{};
        r.unused.emplace_back(text);
    }
    return r;
}

}  // namespace psa
