// `psa manpage`: the man page, generated from the same option tables as --help (packaging/ runs it).
#include <fmt/format.h>

#include "args.h"
#include "commands.h"
#include "language.h"
#include "spec/framework.h"

namespace psa::cli {

namespace {

std::string roffEscape(std::string s)
{
    std::string out;
    for (char c : s) {
        if (c == '\\')
            out += "\\e";
        else if (c == '-')
            out += "\\-";
        else
            out += c;
    }
    if (!out.empty() && (out[0] == '.' || out[0] == '\''))
        out = "\\&" + out;
    return out;
}

void section(std::string& out, const char* name, const char* synopsis, const char* text, const std::vector<OptionSpec>& opts)
{
    out += fmt::format(".SS {}\n.B psa {}\n{}\n.PP\n{}\n", name, name, roffEscape(synopsis), roffEscape(text));
    for (const auto& o : opts) {
        out += fmt::format(".TP\n.B \\-\\-{}{}\n{}\n", roffEscape(o.name), o.takes_value ? " " + roffEscape(o.metavar) : "", roffEscape(o.help));
    }
}

}  // namespace

int runManpage(const std::vector<std::string>&)
{
    std::string out = fmt::format(".TH PSA 1 \"2026\" \"psa {}\" \"User Commands\"\n", PSA_VERSION);
    out += ".SH NAME\npsa \\- plan parallel strategies for large\\-model training\n";
    out += ".SH SYNOPSIS\n.B psa\n.I command\n[\\fIoptions\\fR]\n";
    out += ".SH DESCRIPTION\nGiven a model and a cluster, psa estimates per\\-device memory, communication per parallel "
           "dimension, pipeline bubble, MFU and tokens/s of parallel strategies (DP, ZeRO/FSDP, TP+SP, PP, CP, EP), "
           "searches every valid strategy, ranks them and writes the plan with launch code.\n";
    out += ".SH FRAMEWORKS\n\\-\\-framework (default: Megatron\\-LM, MindSpeed on Ascend) limits the search to what the framework "
           "runs; psa evaluate refuses (exit 3) a layout it cannot run, naming the feature. FP8 is used only when asked for "
           "(\\-\\-precision fp8).\n";
    for (TrainingFramework f : kTrainingFrameworks)
        out += fmt::format(".TP\n.B {}\n{}: {}.\n", toString(f), roffEscape(frameworkTitle(f)), roffEscape(frameworkSummary(f)));
    out += ".SH OPTIONS\n";
    for (const auto& o : globalOptions())
        out += fmt::format(".TP\n.B \\-\\-{}{}\n{}\n", roffEscape(o.name), o.takes_value ? " " + roffEscape(o.metavar) : "", roffEscape(o.help));
    out += ".SH COMMANDS\n";
    section(out, "analyze", "[QUERY] [options]", "Search every valid strategy and print the eight-section plan. A free-text QUERY "
                                               "(\"Mixtral 8x7B on 32 H100, seq_len 4096\") fills the options not given.",
            analyzeOptions(false));
    section(out, "compare", "--strategy A --strategy B [options]", "Compare strategies side by side with deltas and a verdict.",
            analyzeOptions(true));
    section(out, "diagnose", "--strategy S [--symptom oom] [options]", "Explain why a setup runs out of memory and rank the fixes.",
            analyzeOptions(true));
    section(out, "sweep", "--devices A,B,C|LO..HI [--seq-len …] [options]",
            "The best plan at each device count or sequence length under the same constraints (scaling curves).", sweepOptions());
    section(out, "evaluate", "[options]", "Estimate one strategy.", evaluateOptions());
    section(out, "models", "[options]", "List the model catalog.", listOptions());
    section(out, "devices", "[options]", "List the device catalog.", listOptions());
    section(out, "profile", "[options]", "Show the calibration constants in use.", listOptions());
    section(out, "validate", "[--runs FILE] [options]", "Compare predictions with measured runs.", validateOptions(false));
    section(out, "calibrate", "[--runs FILE] -o PROFILE [options]", "Fit the calibration profile to measured runs.", validateOptions(true));
    out += ".SH EXIT STATUS\n0 success (also for a strategy that does not fit in memory), 2 bad input (the message names "
           "the field or file; also an input file that is not a regular file or is larger than 64 MiB), 3 invalid strategy, "
           "4 an output file could not be written (disk full, read\\-only, no permission: the previous file is unchanged), "
           "1 unexpected failure.\n";
    out += ".SH ENVIRONMENT\n.TP\n.B LC_ALL\\fR, \\fBLC_MESSAGES\\fR, \\fBLANG\n"
           "The first one set chooses the language of the reports when \\-\\-lang is not given: Simplified Chinese "
           "for zh_CN, zh_SG, zh (any encoding), English otherwise.\n";
    out += ".SH FILES\n.I /usr/share/parallel\\-strategy\\-analyzer/catalog/*.json\nbuilt\\-in device and model catalogs; user "
           "catalogs in\n.I ~/.config/parallel\\-strategy\\-analyzer/catalog/\n";
    fmt::print("{}", out);
    return kOk;
}

}  // namespace psa::cli
