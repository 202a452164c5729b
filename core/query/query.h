// Free-text queries ("Mixtral 8x7B on 32 H100, seq_len 4096") turned into the fields of a scenario.
// The parser is a small keyword/pattern matcher over the catalog: model and device names are matched
// as n-grams of the text against Catalog::model()/device() (ids, aliases, display names; longest
// match wins), everything else by a handful of patterns. Nothing the user wrote is silently dropped:
// words that were not understood (and are not stop words) are returned in `unused`.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "catalog/catalog.h"
#include "spec/strategy.h"

namespace psa {

enum class QueryIntent { Analyze, Compare, Diagnose };

struct QueryResult {
    QueryIntent intent = QueryIntent::Analyze;
    // What was understood; unset optionals = not mentioned (the caller applies defaults).
    std::optional<std::string> model_id;      // catalog id when a catalog model matched (or was assumed from a size)
    std::optional<double> model_params_b;     // a stated size: "13B model", "70B LLaMA" (unset when only a name was given)
    std::optional<std::string> model_family;  // "llama", "llama3", "gpt", "mixtral", ... when a family word was used
    std::optional<std::string> device_id;     // catalog id
    std::optional<int> devices;               // device count
    std::optional<long long> seq_len;         // "seq_len 4096", "sequence length 8192", "128K", "32k context"
    std::optional<long long> global_batch;    // "batch size 512", "global batch 1024"
    std::optional<std::string> precision;     // "bf16" / "fp16" / "fp8"
    std::optional<std::string> framework;     // "megatron", "torchtitan" (also for "pytorch"), "deepspeed", "mindspeed", "mindspore"
    std::vector<Strategy> strategies;         // "DP=4,TP=8,PP=2" (compare: two or more; diagnose: the current one)
    std::optional<std::string> symptom;       // "oom"
    std::vector<std::string> understood;      // human-readable echo, e.g. "model: llama2-70b", "devices: 64"
    std::vector<std::string> unused;          // words that were not used (stop words excluded)
};

// Never throws; malformed input gives a QueryResult with the problem words in `unused`.
QueryResult parseQuery(std::string_view text, const Catalog& catalog);
const char* toString(QueryIntent intent);

}  // namespace psa
