// Validation against the shipped published runs (resources/calibration/published-runs.json) with stated tolerances.
#include <QtTest>

#include <QFile>
#include <algorithm>
#include <cmath>
#include <map>
#include <nlohmann/json.hpp>

#include "calibration/cross_validation.h"
#include "calibration/fit.h"
#include "calibration/recipe_check.h"
#include "calibration/runs.h"
#include "catalog/catalog.h"
#include "test_paths.h"

using namespace psa;

namespace {
// Tolerances the shipped profile must meet (issue: median |error| of tokens/s/device ≤ 20 % to begin with).
constexpr double kMedianTokensTolerance = 0.20;
constexpr double kMedianThroughputTolerance = 0.20;
constexpr int kMinUsableRuns = 60;
// Issue 11's acceptance figures, and where the model stands today (the test fails if it gets worse; the
// closing note of each change says how far from the target it is).
constexpr double kAbTargetAgreement = 0.90;   // share of A/B pairs (measured ≥ 3 % apart) ordered right
constexpr double kAbMeasuredMin = 0.03;
constexpr double kAbPredictedTie = 0.01;      // a predicted difference under this is a tie: a miss
// Of the 24 decisive pairs in tests/data/ab-pairs.json, 23 today (96 %, over the 90 % target). 21 before the
// experts' half-point (moe_tokens_half) was fitted: with its guessed 512 tokens, the ModelZoo's TP 4 EP 8 layout
// (512 tokens per local expert) tied with TP 2 EP 32 (4,096) and beat Megatron-FSDP TP 2 EP 8. The miss left: torchao
// FP8 tensorwise vs MXFP8 on B200 (measured 4.3 % apart, psa 0.6 %: a tie). See docs/cost-model.md, "A/B pairs".
constexpr int kAbPairsRightToday = 23;
// of 92 tuned recipes today 89; target: all. The 3 claims are listed in docs/cost-model.md ("Where it is weak"):
// Qwen3-30B-A3B on GB200 with the A2A overlap the recipes left off, the ModelZoo FSDP row.
// 85 before the tie band followed the workload family's held-out error (withFamilyErrorBars): within ±24 % on Ascend
// and ±14 % on fine-grained MoE, the pick prefers the established layout among the tied (Qwen3-30B-A3B BF16 on H100:
// EP 8 inside the node). 89 then, 88 since FP8 GEMMs keep their fixed costs (the FP8 blockwise pick moved to EP 16,
// whose twice as many tokens per local expert amortise them; the same layout in BF16 measured +24 % over that recipe,
// Megatron-Bridge PR #5094). 89 since the overlap's unpaired micro-batches run alone (epOverlapUnpairedShare): with 8
// micro-batches a step an eighth of the all-to-all runs alone, and the FP8 blockwise pick is back on the recipe's
// EP 8 (with the overlap: +9 %). 90 since the HybridEP dispatch of GB200/GB300 racks holds the 32 SMs NVIDIA's
// recipes (and psa's scripts) give it, not DeepEP's 20: the Qwen3-30B-A3B BF16 pick's overlap gain on 16 GB200
// shrinks from +16 % to +14 %.
constexpr int kRecipesWithinClaimToday = 90;
constexpr int kRecipesNotFittingToday = 0;     // issue 11: no published run that ran predicted "does not fit"
bool assumedBatch(const PublishedRun& r)
{
    return std::find(r.assumptions.begin(), r.assumptions.end(), std::string(kDerivedGlobalBatch)) != r.assumptions.end()
        || std::find(r.assumptions.begin(), r.assumptions.end(), std::string(kAssumedGlobalBatch)) != r.assumptions.end();
}
}  // namespace

class TestPublishedRuns : public QObject {
    Q_OBJECT
    Catalog catalog_;
    std::vector<PublishedRun> runs_;
private slots:
    void initTestCase()
    {
        auto c = Catalog::loadBuiltin();
        QVERIFY(c.ok());
        catalog_ = c.value();
        auto r = loadRuns(test::publishedRunsFile().toStdString(), catalog_);
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().message().c_str());
        runs_ = r.value();
    }
    void loadsMostRuns()
    {
        int usable = 0;
        for (const auto& r : runs_) {
            usable += r.usable ? 1 : 0;
            if (!r.usable)
                QVERIFY(!r.skip_reason.empty());  // a skipped run always says why
        }
        QCOMPARE(int(runs_.size()), 135);
        QVERIFY2(usable >= kMinUsableRuns, qPrintable(QString::number(usable)));
    }
    void runMapping()
    {
        const auto it = std::find_if(runs_.begin(), runs_.end(), [](const PublishedRun& r) { return r.id == "torchtitan_a100_llama2_70b_bs2_full"; });
        QVERIFY(it != runs_.end());
        QVERIFY(it->usable);
        QCOMPARE(it->scenario.cluster.device.id, std::string("a100-80gb"));
        QCOMPARE(it->scenario.model.layers, 80);
        QCOMPARE(it->strategy.zero, 3);
        QCOMPARE(int(it->strategy.recompute), int(Recompute::Full));
        QCOMPARE(it->scenario.training.global_batch, 128LL);
        // parallel.zero_stage overrides the stage read from the zero_or_fsdp prose (FSDP2 without reshard = ZeRO-2).
        const auto never = std::find_if(runs_.begin(), runs_.end(), [](const PublishedRun& r) { return r.id == "torchtitan_5940dde_llama3_8b_8gpu_reshard_never"; });
        QVERIFY(never != runs_.end());
        QVERIFY(never->usable);
        QCOMPARE(never->strategy.zero, 2);
        // torch.compile from the techniques; the loss compiled with it only on torchtitan from #1033 on.
        const auto byId = [&](const char* id) {
            const auto r = std::find_if(runs_.begin(), runs_.end(), [&](const PublishedRun& x) { return x.id == id; });
            return r == runs_.end() ? nullptr : &*r;
        };
        const PublishedRun* march = byId("torchao_8c81863_h100_llama3_8b_bf16");
        const PublishedRun* august = byId("torchao_d8bb51f_b200_llama3_8b_bf16");
        QVERIFY(march && august);
        QCOMPARE(march->scenario.training.torch_compile, std::optional<bool>(true));
        QCOMPARE(march->scenario.training.compiled_loss, std::optional<bool>(false));
        QCOMPARE(august->scenario.training.torch_compile, std::optional<bool>(true));
        QVERIFY(!august->scenario.training.compiled_loss);
        QVERIFY(!never->scenario.training.torch_compile);
        // MindSpeed-LLM rows (Oct 2024, Megatron core_r0.6.0): the pre-folding expert grid, and the script details the
        // cost model prices — gradient-accumulation fusion where the script leaves it on, the allgather dispatcher.
        const PublishedRun* deepseek = byId("mindspeed_llm_deepseek_v2_60b_8k_32npu");
        const PublishedRun* mixtral22 = byId("mindspeed_llm_mixtral_8x22b_32k_64npu");
        QVERIFY(deepseek && mixtral22 && deepseek->usable && mixtral22->usable);
        QVERIFY(deepseek->scenario.training.expert_grid_before_folding
            && mixtral22->scenario.training.expert_grid_before_folding);
        QVERIFY(!march->scenario.training.expert_grid_before_folding);
        QVERIFY(deepseek->scenario.training.moe_allgather_dispatcher
            && !mixtral22->scenario.training.moe_allgather_dispatcher);
        QVERIFY(deepseek->scenario.training.attention_bnsd_layout // training.shape_order "BNSD"
            && !mixtral22->scenario.training.attention_bnsd_layout);
        QVERIFY(!deepseek->scenario.training.grad_accumulation_fusion && unfusedGradAccumulation(deepseek->scenario));
        QCOMPARE(mixtral22->scenario.training.grad_accumulation_fusion, std::optional<bool>(true));
        // The dispatcher SMs a recipe sets (training.moe_dispatcher_sms); 0 where it keeps the backend's default.
        const PublishedRun* dsv3B200 = byId("mcore_moe_recipe_deepseekv3_b200_mxfp8");
        const PublishedRun* pr5094 = byId("mbridge_pr5094_qwen3_30b_a3b_h100_ep16_overlap_on");
        QVERIFY(dsv3B200 && pr5094);
        QCOMPARE(dsv3B200->scenario.training.moe_dispatcher_sms, 24);
        QCOMPARE(pr5094->scenario.training.moe_dispatcher_sms, 32);
        QCOMPARE(deepseek->scenario.training.moe_dispatcher_sms, 0);
        // FLOPs as the source counts them: Megatron-LM's 2024 formula counts the whole s × s attention matrix.
        const PublishedRun* readme = byId("mcore_readme_weak_1.7b");
        QVERIFY(readme && readme->measured.full_attention_flops && !march->measured.full_attention_flops);
        const auto preds = predictRuns({*readme}, defaultProfile());
        QCOMPARE(int(preds.size()), 1);
        // GPT 1.7B, s 4096: causal attention 6·L·s·h = 1.21e9 FLOPs per token of about 10e9; the full matrix adds as much again.
        QVERIFY2(preds[0].source_flops_scale > 1.10 && preds[0].source_flops_scale < 1.15, qPrintable(QString::number(preds[0].source_flops_scale)));
        QCOMPARE(preds[0].tflopsAsSource(), preds[0].estimate.tflops_per_device * preds[0].source_flops_scale);
    }
    void shippedProfileMeetsTolerance()
    {
        const auto preds = predictRuns(runs_, defaultProfile());
        const auto rows = summarize(preds);
        const ValidationRow& all = rows.back();
        QCOMPARE(all.group, std::string("all"));
        qInfo("tokens/s/device: n=%d median %.1f %% p90 %.1f %%; throughput: n=%d median %.1f %% p90 %.1f %%", all.tokens.count,
              100 * all.tokens.median_abs, 100 * all.tokens.p90_abs, all.throughput.count, 100 * all.throughput.median_abs,
              100 * all.throughput.p90_abs);
        QVERIFY(all.tokens.count >= 30);
        QVERIFY2(all.tokens.median_abs <= kMedianTokensTolerance, qPrintable(QString::number(all.tokens.median_abs)));
        QVERIFY2(all.throughput.median_abs <= kMedianThroughputTolerance, qPrintable(QString::number(all.throughput.median_abs)));
        int valid = 0;
        for (const auto& p : preds)
            valid += p.estimate.valid ? 1 : 0;
        QCOMPARE(valid, int(preds.size()));  // every published layout is accepted by the validity rules
    }
    // Fitting on half of the runs lowers the error on the other half compared with the compiled-in defaults.
    void fitGeneralisesToHeldBackRuns()
    {
        std::vector<PublishedRun> train, test;
        for (size_t i = 0; i < runs_.size(); ++i)
            (i % 2 == 0 ? train : test).push_back(runs_[i]);
        const Profile start;
        const FitResult fit = fitProfile(train, start, defaultFitParameters());
        QVERIFY(fit.objective_after < fit.objective_before);
        QVERIFY(!fit.fitted.empty());
        const double before = fitObjective(test, start);
        const double after = fitObjective(test, fit.profile);
        qInfo("held-back objective %.4f -> %.4f", before, after);
        QVERIFY(after < before);
    }
    // Runs whose "measurements" were produced by a known profile: the fit recovers that profile's constants.
    // Round trip: recovers the generating profile's parameters; not a validation against hardware (the
    // validations are the tests above, against the published measurements).
    void fitRoundTripKnownProfile()
    {
        Profile truth;
        truth.gemm_efficiency_max = 0.48;
        truth.fp8_gemm_factor = 0.7;
        truth.moe_gemm_factor = 0.6;
        std::vector<PublishedRun> synthetic;
        for (const auto& pr : predictRuns(runs_, truth)) {
            if (!pr.estimate.valid)
                continue;
            PublishedRun r = *pr.run;
            r.measured = {};
            r.measured.tokens_per_s_per_device = pr.estimate.tokens_per_s_per_device;
            synthetic.push_back(r);
        }
        QVERIFY(synthetic.size() > 50);
        const std::vector<FitParameter> params = {{"gemm_efficiency_max", 0.3, 0.95}, {"fp8_gemm_factor", 0.3, 1.0}, {"moe_gemm_factor", 0.1, 1.0}};
        const FitResult fit = fitProfile(synthetic, Profile{}, params);
        QCOMPARE(fit.fitted.size(), size_t(3));
        QVERIFY2(std::abs(fit.profile.gemm_efficiency_max / 0.48 - 1) < 0.02, qPrintable(QString::number(fit.profile.gemm_efficiency_max)));
        QVERIFY2(std::abs(fit.profile.fp8_gemm_factor / 0.7 - 1) < 0.02, qPrintable(QString::number(fit.profile.fp8_gemm_factor)));
        QVERIFY2(std::abs(fit.profile.moe_gemm_factor / 0.6 - 1) < 0.05, qPrintable(QString::number(fit.profile.moe_gemm_factor)));
        QVERIFY(fit.objective_after < 1e-4);
    }
    // Leave-one-source-out: each source is predicted by a fit that never saw it, and those held-out
    // errors are the error bars the shipped profile carries (not the in-sample residuals).
    void crossValidationHoldsEachSourceOut()
    {
        const Profile start;
        const auto params = defaultFitParameters();
        const CrossValidation cv = crossValidate(runs_, start, params);
        std::vector<std::string> groups;
        for (const auto& r : runs_)
            if (std::find(groups.begin(), groups.end(), r.group) == groups.end())
                groups.push_back(r.group);
        QCOMPARE(cv.folds.size(), groups.size());
        QCOMPARE(cv.predictions.size(), predictRuns(runs_, start).size());  // every usable run, once
        // One fold checked against a direct refit without its source.
        const HeldOutFold& fold = cv.folds.front();
        std::vector<PublishedRun> others, held;
        for (const auto& r : runs_)
            (r.group == fold.group ? held : others).push_back(r);
        const FitResult direct = fitProfile(others, start, params);
        QCOMPARE(fold.profile.gemm_efficiency_max, direct.profile.gemm_efficiency_max);
        QCOMPARE(fold.runs_fitted, direct.runs_used);
        const auto heldPreds = predictRuns(held, direct.profile);
        int checked = 0;
        for (const auto& p : cv.predictions) {
            if (p.run->group != fold.group)
                continue;
            const auto it = std::find_if(heldPreds.begin(), heldPreds.end(), [&](const RunPrediction& q) { return q.run->id == p.run->id; });
            QVERIFY(it != heldPreds.end());
            QCOMPARE(p.estimate.tokens_per_s_per_device, it->estimate.tokens_per_s_per_device);
            ++checked;
        }
        QCOMPARE(checked, int(heldPreds.size()));
        // In-sample residuals of the fit to every source, against the held-out errors.
        const FitResult all = fitProfile(runs_, start, params);
        const ValidationRow inSample = summarize(predictRuns(runs_, all.profile)).back();
        const ValidationRow heldOut = cv.rows.back();
        qInfo("throughput |error| median / p90: in-sample %.1f %% / %.1f %%, cross-validated %.1f %% / %.1f %%",
              100 * inSample.throughput.median_abs, 100 * inSample.throughput.p90_abs, 100 * heldOut.throughput.median_abs,
              100 * heldOut.throughput.p90_abs);
        // The shipped profile (tools/refit-default-profile.sh: psa calibrate from the compiled-in
        // constants) carries the cross-validated figures as its error bars.
        const Profile shipped = defaultProfile();
        QVERIFY2(std::abs(shipped.throughput_error_p50 - heldOut.throughput.median_abs) < 1e-3,
                 qPrintable(QStringLiteral("%1 vs %2").arg(shipped.throughput_error_p50).arg(heldOut.throughput.median_abs)));
        QVERIFY2(std::abs(shipped.throughput_error_p90 - heldOut.throughput.p90_abs) < 1e-3,
                 qPrintable(QStringLiteral("%1 vs %2").arg(shipped.throughput_error_p90).arg(heldOut.throughput.p90_abs)));
        QVERIFY(shipped.throughput_error_p50 != inSample.throughput.median_abs);
        // ... and, per workload family, the held-out figures of that family's runs (0 below kMinFamilyErrorRuns).
        const std::vector<ValidationRow> families = summarizeByFamily(cv.predictions);
        auto heldOutOf = [&](const char* family) -> const ErrorStats* {
            for (const ValidationRow& r : families)
                if (r.group == family && r.throughput.count >= kMinFamilyErrorRuns)
                    return &r.throughput;
            return nullptr;
        };
        const struct { const char* family; double p50, p90; } shippedFamilies[] = {
            {kFamilyCoarseMoe, shipped.throughput_error_p50_coarse_moe, shipped.throughput_error_p90_coarse_moe},
            {kFamilyFineGrainedMoe, shipped.throughput_error_p50_fine_grained_moe, shipped.throughput_error_p90_fine_grained_moe},
            {kFamilyFp8, shipped.throughput_error_p50_fp8, shipped.throughput_error_p90_fp8},
            {kFamilyAscend, shipped.throughput_error_p50_ascend, shipped.throughput_error_p90_ascend},
        };
        int familiesWithFigures = 0;
        for (const auto& f : shippedFamilies) {
            const ErrorStats* h = heldOutOf(f.family);
            QVERIFY2(std::abs(f.p50 - (h ? h->median_abs : 0.0)) < 1e-3, f.family);
            QVERIFY2(std::abs(f.p90 - (h ? h->p90_abs : 0.0)) < 1e-3, f.family);
            familiesWithFigures += h ? 1 : 0;
            qInfo("%s: held-out throughput |error| %.1f %% / %.1f %%", f.family, 100 * f.p50, 100 * f.p90);
        }
        QVERIFY(familiesWithFigures >= 3);  // fine-grained MoE, FP8 and Ascend have enough runs today
        // Ascend is the family the overall figure flatters most: its runs are told their own error.
        QVERIFY(shipped.throughput_error_p50_ascend > 2 * shipped.throughput_error_p50);
    }
    // Published same-workload A/B pairs (tests/data/ab-pairs.json): psa orders them as measured.
    void abPairsOrderedAsMeasured()
    {
        QFile f(test::dataDir() + QStringLiteral("/ab-pairs.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const auto j = nlohmann::json::parse(f.readAll().toStdString());
        const auto preds = predictRuns(runs_, defaultProfile());
        auto find = [&](const std::string& id) -> const RunPrediction* {
            for (const auto& p : preds)
                if (p.run->id == id && p.estimate.valid)
                    return &p;
            return nullptr;
        };
        int decisive = 0, right = 0;
        for (const auto& pair : j["pairs"]) {
            const RunPrediction* a = find(pair["a"].get<std::string>());
            const RunPrediction* b = find(pair["b"].get<std::string>());
            QVERIFY2(a && b, qPrintable(QString::fromStdString(pair["a"].get<std::string>() + " / " + pair["b"].get<std::string>())));
            const bool tokens = a->run->measured.tokens_per_s_per_device && b->run->measured.tokens_per_s_per_device;
            const double ma = tokens ? *a->run->measured.tokens_per_s_per_device : a->run->measured.tflops_per_device.value_or(0);
            const double mb = tokens ? *b->run->measured.tokens_per_s_per_device : b->run->measured.tflops_per_device.value_or(0);
            const double pa = tokens ? a->estimate.tokens_per_s_per_device : a->estimate.tflops_per_device;
            const double pb = tokens ? b->estimate.tokens_per_s_per_device : b->estimate.tflops_per_device;
            QVERIFY(ma > 0 && mb > 0);
            if (std::abs(ma / mb - 1) < kAbMeasuredMin)
                continue;
            ++decisive;
            const bool tie = std::abs(pa / pb - 1) < kAbPredictedTie;
            const bool ok = !tie && ((ma > mb) == (pa > pb));
            right += ok ? 1 : 0;
            qInfo("%-50s measured %+.1f %%, psa %+.1f %% %s", pair["setting"].get<std::string>().c_str(), 100 * (mb / ma - 1),
                  100 * (pb / pa - 1), ok ? "ok" : (tie ? "TIE (miss)" : "WRONG ORDER"));
        }
        QVERIFY(decisive >= 4);
        const double agreement = double(right) / decisive;
        qInfo("A/B agreement %d of %d (%.0f %%; target %.0f %%)", right, decisive, 100 * agreement, 100 * kAbTargetAgreement);
        QVERIFY2(right >= kAbPairsRightToday, qPrintable(QStringLiteral("%1 of %2").arg(right).arg(decisive)));
    }
    // Tuned recipes: what psa claims over them, and their memory class (issue 11).
    void recipesAgainstThePick()
    {
        const auto checks = checkRecipes(runs_, defaultProfile(), 2);  // identical for any thread count (tst_ranking)
        int considered = 0, withinClaim = 0, doesNotFit = 0;
        for (const RecipeCheck& c : checks) {
            if (c.recipe_verdict == MemoryVerdict::DoesNotFit) {
                ++doesNotFit;
                qInfo("predicted not to fit: %s (%.1f GiB)", c.run->id.c_str(), c.recipe.memory.total() / (1024.0 * 1024 * 1024));
            }
            QCOMPARE(c.batch_published, !assumedBatch(*c.run));
            if (!c.tunedRecipe() || !c.pick)
                continue;  // no published batch (the pick would be for a workload nobody ran), or a sweep point
            ++considered;
            withinClaim += c.claimed_gain <= kMaxClaimOverRecipe ? 1 : 0;
            if (c.claimed_gain > kMaxClaimOverRecipe)
                qInfo("claims %+.0f %% over %s", 100 * c.claimed_gain, c.run->id.c_str());
        }
        qInfo("recipes: %d of %d within a %.0f %% claim; %d predicted not to fit", withinClaim, considered,
              100 * kMaxClaimOverRecipe, doesNotFit);
        QVERIFY(considered >= 40);
        QVERIFY2(withinClaim >= kRecipesWithinClaimToday, qPrintable(QString::number(withinClaim)));
        QVERIFY2(doesNotFit <= kRecipesNotFittingToday, qPrintable(QString::number(doesNotFit)));
    }
    // The per-family error table (issue 12): each run counts in every family it belongs to; the "all" row is the
    // same as the per-source table's.
    void errorsByWorkloadFamily()
    {
        auto families = [&](const std::string& id) {
            const auto it = std::find_if(runs_.begin(), runs_.end(), [&](const PublishedRun& r) { return r.id == id; });
            return it == runs_.end() ? std::vector<std::string>{"missing"} : runFamilies(*it);
        };
        using V = std::vector<std::string>;
        QCOMPARE(families("mindspeed_llm_mixtral_8x7b_32k_64npu"), (V{"coarse MoE", "Ascend"}));
        QCOMPARE(families("mcore_moe_recipe_deepseekv3_b200_mxfp8"), (V{"fine-grained MoE", "FP8"}));
        QCOMPARE(families("torchtitan_d66b72a_qwen3_32b_fsdp8_lbs1"), (V{"dense", "FSDP (PyTorch)", "ZeRO-3"}));
        QCOMPARE(families("pytorchblog_fsdp_2403_llama2_7b_h100_96gpu"), (V{"dense", "FSDP (PyTorch)", "ZeRO-3"}));  // IBM fms-fsdp
        QCOMPARE(families("torchtitan_5940dde_llama3_8b_8gpu_reshard_never"), (V{"dense", "FSDP (PyTorch)"}));  // ZeRO-2
        QCOMPARE(families("nemo2407_pretrain_07_llama2-70b_64gpu"), (V{"dense", "FP8"}));
        QCOMPARE(families("mcore_readme_weak_70b"), (V{"dense"}));

        const auto preds = predictRuns(runs_, defaultProfile());
        const auto rows = summarizeByFamily(preds);
        V names;
        for (const auto& r : rows)
            names.push_back(r.group);
        QCOMPARE(names, (V{"dense", "coarse MoE", "fine-grained MoE", "FP8", "FSDP (PyTorch)", "ZeRO-3", "Ascend", "all"}));
        const ValidationRow bySource = summarize(preds).back();
        QCOMPARE(rows.back().throughput.count, bySource.throughput.count);
        QCOMPARE(rows.back().throughput.median_abs, bySource.throughput.median_abs);
        // dense and the two MoE families partition the runs.
        QCOMPARE(rows[0].throughput.count + rows[1].throughput.count + rows[2].throughput.count, bySource.throughput.count);
        for (const auto& r : rows)
            qInfo("%-18s throughput n=%d median %.1f %% p90 %.1f %%", r.group.c_str(), r.throughput.count, 100 * r.throughput.median_abs,
                  100 * r.throughput.p90_abs);
    }
    // Issue 12: fine-grained MoE reaches a lower MFU than coarse MoE, as published. The one like-for-like set is
    // MindSpeed-LLM's table on Ascend 910B: Mixtral 8x7B and 8x22B (8 experts, top 2) at 19 % MFU against
    // DeepSeek-V2 60B (160 small experts, top 6) at 15 %. psa orders both above DeepSeek-V2. The 8x22B half was an
    // expected failure until the DeepSeek-V2 script's attention layout (--shape-order BNSD: q, k, v and the output
    // copied in and out of the kernel) and the allgather dispatcher's group-sized buffers were priced (the row went
    // from +34 % to +29 %; docs/cost-model.md, "Fine-grained MoE on Ascend"). The margin is small (19.6 % vs 19.2 %).
    void fineGrainedMoeBelowCoarseMoeInMfu()
    {
        const auto preds = predictRuns(runs_, defaultProfile());
        auto mfu = [&](const std::string& id, bool measured) {
            for (const auto& p : preds)
                if (p.run->id == id && p.estimate.valid && p.throughputErr())
                    return measured ? p.estimate.mfu / (1.0 + *p.throughputErr()) : p.estimate.mfu;
            return 0.0;
        };
        const std::string fine = "mindspeed_llm_deepseek_v2_60b_8k_32npu";
        for (const char* coarse : {"mindspeed_llm_mixtral_8x7b_32k_64npu", "mindspeed_llm_mixtral_8x22b_32k_64npu"}) {
            QVERIFY2(mfu(coarse, true) > 0 && mfu(fine, true) > 0, coarse);
            qInfo("%s: measured MFU %.1f %% vs DeepSeek-V2 %.1f %%; psa %.1f %% vs %.1f %%", coarse, 100 * mfu(coarse, true),
                  100 * mfu(fine, true), 100 * mfu(coarse, false), 100 * mfu(fine, false));
            QVERIFY2(mfu(coarse, true) > mfu(fine, true), coarse);  // the published ordering itself
        }
        QVERIFY(mfu("mindspeed_llm_mixtral_8x7b_32k_64npu", false) > mfu(fine, false));
        QVERIFY(mfu("mindspeed_llm_mixtral_8x22b_32k_64npu", false) > mfu(fine, false));
    }
    void fitRefusesUnsupportedParameters()
    {
        std::vector<PublishedRun> few(runs_.begin(), runs_.begin() + 8);
        const FitResult fit = fitProfile(few, Profile{}, defaultFitParameters());
        QVERIFY(fit.fitted.size() <= size_t(fit.runs_used / kRunsPerFreeParameter));
        QVERIFY(!fit.held_fixed.empty());
    }
};

QTEST_APPLESS_MAIN(TestPublishedRuns)
#include "tst_published_runs.moc"
