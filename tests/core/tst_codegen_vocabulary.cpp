// Launch code against the frameworks' own vocabularies: every flag / config field the emitters write must exist in
// the framework source at the commit named in codegen/framework_versions.h. The vocabularies are extracted from
// those commits by tools/extract_framework_vocab.py into tests/data/frameworks/; tools/check_launch_vocab.py does
// the comparison. Python output is also compiled and shell output bash -n-checked.
#include "codegen/codegen.h"
#include "codegen/framework_versions.h"
#include "spec/framework.h"
#include "cost/validity.h"
#include "model_fixtures.h"
#include "test_paths.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace psa;
namespace versions = psa::codegen::versions;

namespace {

struct Device {
    const char* id;
    const char* name;
    const char* vendor;
};
const Device kH100 { "h100", "H100 SXM", "NVIDIA" };
const Device kMi300 { "mi300x", "AMD Instinct MI300X", "AMD" };
const Device kA2 { "ascend-910b2", "Huawei Ascend 910B2 (Atlas 800T A2)", "Huawei" };

Scenario scenario(ModelSpec m, const char* id, int devices, Precision p = Precision::BF16, const Device& d = kH100)
{
    Scenario sc;
    sc.model = std::move(m);
    sc.model.id = id;
    sc.model.name = id;
    sc.cluster.device.id = d.id;
    sc.cluster.device.name = d.name;
    sc.cluster.device.vendor = d.vendor;
    sc.cluster.device.bf16_tflops = 989;
    sc.cluster.device.fp8_tflops = 1979;
    sc.cluster.device.memory_gib = 80;
    sc.cluster.device.devices_per_node = 8;
    sc.cluster.num_devices = devices;
    sc.training.seq_len = 4096;
    sc.training.global_batch = 1024;
    sc.training.precision = p;
    return sc;
}

// Gradients accumulated and reduced in bf16 (--grad-reduce bf16): Megatron's --grad-reduce-in-bf16.
Scenario bf16Grads(Scenario sc)
{
    sc.training.fp32_grad_reduce = false;
    return sc;
}

// Gradients in fp32 asked for explicitly (--grad-reduce fp32): DeepSpeed's data_types / communication_data_type.
Scenario fp32Grads(Scenario sc)
{
    sc.training.fp32_grad_reduce = true;
    return sc;
}

// A rack-scale NVLink domain of compute trays (GB200 NVL72: 4 GPUs a tray, 72 a rack): the HybridEP dispatch.
Scenario nvl72(Scenario sc)
{
    sc.cluster.device.devices_per_node = 4;
    sc.cluster.device.scale_up_domain = 72;
    sc.cluster.device.sm_count = 148;
    return sc;
}

ModelSpec untied(ModelSpec m)
{
    m.tied_embeddings = false;
    return m;
}

struct Case {
    const char* name;
    Scenario sc;
    const char* strategy;
};

// Dense, GQA, MoE, MLA; every schedule and ZeRO stage; FP8 and FP16; CP; EP; offload; uneven stages; NVIDIA, AMD
// and Ascend devices.
std::vector<Case> cases()
{
    using namespace psa::test;
    return {
        { "dense-zero1-selective", scenario(llama3_8b(), "llama3.1-8b", 8), "tp=1,pp=1,zero=1,recompute=selective" },
        { "dense-zero0-tp-sp", scenario(llama2_7b(), "fixture", 16), "tp=2,pp=1,zero=0,recompute=none,sp=on" },
        { "gqa-zero2-interleaved-cp", scenario(llama2_70b(), "llama3.1-70b", 64),
            "tp=8,pp=2,vpp=2,cp=2,zero=2,recompute=full,sp=on" },
        { "gqa-zero3", scenario(llama3_8b(), "llama3.1-8b", 16), "tp=2,pp=1,zero=3,recompute=none,sp=off" },
        { "pp-gpipe", scenario(llama2_70b(), "llama3.1-70b", 64), "tp=8,pp=4,zero=1,schedule=gpipe,recompute=full" },
        { "pp-1f1b-uneven", scenario(llama2_70b(), "llama3.1-70b", 64),
            "tp=8,pp=4,zero=1,schedule=1f1b,uneven=on,recompute=full" },
        { "pp-interleaved-vpp4", scenario(llama2_70b(), "llama3.1-70b", 64),
            "tp=8,pp=4,vpp=4,zero=1,schedule=interleaved,recompute=selective" },
        { "pp-zbh1", scenario(llama2_70b(), "llama3.1-70b", 64), "tp=8,pp=4,zero=1,schedule=zbh1,recompute=full" },
        { "pp-zbv", scenario(llama2_70b(), "llama3.1-70b", 64), "tp=8,pp=4,zero=1,schedule=zbv,recompute=full" },
        { "pp-dualpipe", scenario(untied(test::llama2_70b()), "llama3.1-70b", 64),
            "tp=8,pp=4,zero=1,schedule=dualpipe,recompute=full" },
        { "fp8-zero2-offload-dualpipe", scenario(llama2_70b(), "llama3.1-70b", 64, Precision::FP8),
            "tp=4,pp=4,zero=2,recompute=selective,schedule=dualpipe,sp=on,offload=on,uneven=on" },
        { "fp16-ddp", scenario(llama3_8b(), "llama3.1-8b", 8, Precision::FP16), "tp=1,pp=1,zero=0,recompute=full" },
        { "bf16-grad-reduce", bf16Grads(scenario(llama3_8b(), "llama3.1-8b", 8)), "tp=2,pp=1,zero=1,sp=on" },
        { "fp32-grad-reduce", fp32Grads(scenario(llama3_8b(), "llama3.1-8b", 8)), "tp=2,pp=1,zero=1,sp=on" },
        { "ascend-bf16-grad-reduce", bf16Grads(scenario(llama3_8b(), "llama3.1-8b", 8, Precision::BF16, kA2)),
            "tp=2,pp=1,zero=1,sp=on" },
        { "cp4", scenario(llama3_8b(), "llama3.1-8b", 32), "tp=2,pp=1,cp=4,zero=1,recompute=selective,sp=on" },
        { "moe-ep", scenario(mixtral_8x7b(), "mixtral-8x7b", 64), "tp=2,pp=1,ep=8,zero=1,recompute=selective,sp=on" },
        { "moe-ep-zero0", scenario(mixtral_8x7b(), "mixtral-8x7b", 64), "tp=1,pp=1,ep=8,zero=0,recompute=full" },
        { "moe-ep-pp-fp8", scenario(mixtral_8x7b(), "mixtral-8x7b", 64, Precision::FP8),
            "tp=2,pp=2,ep=4,zero=1,recompute=full,sp=on" },
        { "mla-moe", scenario(deepseek_v3(), "deepseek-v3", 256), "tp=1,pp=1,ep=64,zero=1,recompute=full,mbs=1" },
        { "mla-moe-nvl72-hybridep", nvl72(scenario(deepseek_v3(), "deepseek-v3", 256)),
            "tp=1,pp=1,ep=64,zero=1,recompute=selective,mbs=1" },
        { "mla-moe-pp", scenario(deepseek_v3(), "deepseek-v3", 256),
            "tp=1,pp=8,ep=8,zero=1,recompute=full,schedule=1f1b,uneven=on,mbs=1" },
        { "rocm-zero3", scenario(llama3_8b(), "llama3.1-8b", 16, Precision::BF16, kMi300),
            "tp=2,pp=1,zero=3,recompute=selective,sp=on" },
        // The plan from the issue: 70B on 64 Ascend A2 with a zero-bubble schedule and ZeRO-2 + offload.
        { "ascend-70b-zbh1-zero2-offload", scenario(llama2_70b(), "llama3.1-70b", 64, Precision::BF16, kA2),
            "tp=8,pp=4,zero=2,offload=on,schedule=zbh1,recompute=full,sp=on" },
        { "ascend-70b-dualpipe", scenario(untied(test::llama2_70b()), "llama3.1-70b", 64, Precision::BF16, kA2),
            "tp=8,pp=4,zero=1,schedule=dualpipe,recompute=full,sp=on" },
        { "ascend-mla-cp", scenario(deepseek_v3(), "deepseek-v3", 256, Precision::BF16, kA2),
            "tp=2,pp=1,cp=2,ep=32,zero=1,recompute=full,mbs=1" },
    };
}

const Framework kFrameworks[] = { Framework::Megatron, Framework::MindSpeed, Framework::TorchTitan,
    Framework::TorchTitanToml, Framework::PyTorch, Framework::MindSpore, Framework::DeepSpeed };

QString vocabFile(const char* name, const char* commit)
{
    return test::dataDir() + "/frameworks/" + name + "-" + QString(commit).left(12) + ".txt";
}

// The vocabularies a framework's output is checked against (empty: syntax only).
QStringList vocabularies(Framework f)
{
    switch (f) {
    case Framework::Megatron:
        return { vocabFile("megatron-lm", versions::kMegatronCommit) };
    case Framework::MindSpeed:
        return { vocabFile("megatron-lm", versions::kMegatronForMindSpeedCommit),
            vocabFile("mindspeed", versions::kMindSpeedCoreCommit),
            vocabFile("mindspeed-llm", versions::kMindSpeedLlmCommit) };
    case Framework::TorchTitan:
        return { vocabFile("torchtitan", versions::kTorchTitanCommit) };
    case Framework::TorchTitanToml:
        return { vocabFile("torchtitan", versions::kTorchTitanTomlCommit) };
    case Framework::PyTorch:
        // No vocabulary yet: PyTorch's repository (4 GB) is larger than the snapshots this project's tooling can
        // read, and no installed wheel was at hand. `tools/extract_framework_vocab.py --framework pytorch
        // --installed --repo <site-packages> --commit installed` writes one from any `pip install torch`; name its
        // commit here. Until then syntax and the mesh device are checked below.
        return {};
    case Framework::MindSpore:
        return { vocabFile("mindspore", versions::kMindSporeCommit) };
    case Framework::DeepSpeed:
        return { vocabFile("deepspeed", versions::kDeepSpeedCommit) };
    }
    return {};
}

const char* checkKind(Framework f)
{
    switch (f) {
    case Framework::Megatron:
    case Framework::MindSpeed:
        return "flags";
    case Framework::TorchTitan:
    case Framework::PyTorch:
    case Framework::MindSpore:
        return "python";
    case Framework::TorchTitanToml:
        return "toml";
    case Framework::DeepSpeed:
        return "json";
    }
    return "";
}

struct Run {
    int code = -1;
    QString out;
};

Run run(const QString& program, const QStringList& args)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(program, args);
    Run r;
    if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit)
        return r;
    r.code = p.exitCode();
    r.out = QString::fromUtf8(p.readAll());
    return r;
}

bool hasPython()
{
    return !QStandardPaths::findExecutable("python3").isEmpty();
}

} // namespace

class TestCodegenVocabulary : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        for (const Case& c : cases()) {
            auto s = parseStrategy(c.strategy);
            QVERIFY2(s.ok(), c.name);
            const Strategy r = resolveStrategy(c.sc, *s);
            auto errors = hardRuleViolations(c.sc, r);
            // Framework support is not this test's concern (tst_framework covers it): every emitter is fed every
            // case, and an emitter states in a comment what its framework cannot run.
            std::erase_if(errors, [](const Error& e) { return e.code == "unsupported_by_framework"; });
            QVERIFY2(errors.empty(),
                qPrintable(
                    QString(c.name) + ": " + QString::fromStdString(errors.empty() ? "" : errors.front().message())));
        }
    }

    // Each vocabulary file exists, and its header names the commit the emitters' headers claim.
    void vocabularyFilesMatchVersions()
    {
        for (Framework f : kFrameworks) {
            for (const QString& path : vocabularies(f)) {
                QFile file(path);
                QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable("missing vocabulary " + path));
                const QString text = QString::fromUtf8(file.readAll());
                const QString commit12 = QFileInfo(path).completeBaseName().section('-', -1);
                QVERIFY2(text.contains(QRegularExpression(
                             "^# commit: " + commit12 + "[0-9a-f]{28}$", QRegularExpression::MultilineOption)),
                    qPrintable(path));
                QVERIFY2(text.contains("# generated: "), qPrintable(path));
                QVERIFY2(text.count('\n') > 100, qPrintable(path));
                QVERIFY2(QString(checkedAgainst(f)).contains(commit12),
                    qPrintable(QString("checkedAgainst(%1) does not name %2").arg(toString(f), commit12)));
            }
        }
    }

    // The release a report says it planned for ("Planned for: Megatron-LM (core_v0.19)") is the one its launch code
    // was checked against: a matrix that names an older release than the emitted flags need lets a user on that
    // release get 'unrecognized arguments'.
    void plannedReleaseIsTheCheckedOne()
    {
        const TrainingFramework all[] = { TrainingFramework::Megatron, TrainingFramework::TorchTitan,
            TrainingFramework::DeepSpeed, TrainingFramework::MindSpeed, TrainingFramework::MindSpore };
        for (TrainingFramework tf : all) {
            const QString release = QString(frameworkFeatures(tf).version).section(QRegularExpression("[ ,]"), 0, 0);
            const QString checked = checkedAgainst(emitterFor(tf));
            QVERIFY2(!release.isEmpty() && checked.contains(release),
                qPrintable(QString("%1: planned for '%2', checked against '%3'").arg(toString(tf), release, checked)));
        }
    }

    // The checker really rejects what is not in a vocabulary (so a passing matrix means something).
    void checkerRejectsUnknown()
    {
        if (!hasPython())
            QSKIP("python3 not found");
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString checker = test::sourceDir() + "/tools/check_launch_vocab.py";
        const struct {
            Framework f;
            const char* text;
            const char* unknown;
        } bad[] = {
            { Framework::Megatron, "A=(\n    --tensor-model-parallel-size 2\n    --no-such-megatron-flag 1\n)\n",
                "--no-such-megatron-flag" },
            { Framework::Megatron, "A=(\n    --normalization RMSNorm2\n)\n", "--normalization RMSNorm2" },
            { Framework::MindSpeed, "A=(\n    --use-mcore-models\n    --cp-attention-mask-type causal\n)\n",
                "--cp-attention-mask-type" },
            { Framework::TorchTitanToml, "[training]\nseq_len = 1\n[float8]\nenable_fsdp_float8_all_gather = true\n",
                "float8.enable_fsdp_float8_all_gather" },
            { Framework::TorchTitan,
                "from torchtitan.config import ParallelismConfig\n"
                "p = ParallelismConfig(tensor_parallel_degree=2, pipeline_parallel_microbatch_size=1)\n",
                "pipeline_parallel_microbatch_size" },
            { Framework::TorchTitan,
                "from torchtitan.config import TrainingConfig\nt = TrainingConfig(mixed_precision_param=\"float16\")\n",
                "mixed_precision_param='float16'" },
            { Framework::TorchTitanToml, "[training]\nmixed_precision_param = \"float16\"\n",
                "training.mixed_precision_param = 'float16'" },
            { Framework::TorchTitan,
                "from torchtitan.models.llama3 import model_registry\nm = model_registry(\"71B\")\n",
                "flavor torchtitan.models.llama3:71B" },
            // Misspelt MindSpore names and AutoParallel settings.
            { Framework::MindSpore, "import mindspore as ms\nms.set_devices(\"Ascend\")\n",
                "mindspore has no 'set_devices'" },
            { Framework::MindSpore,
                "from mindspore.parallel.auto_parallel import AutoParallel\np = AutoParallel(None)\n"
                "p.pipeline(stages=2, pipeline_scheduler=\"1f1b\")\n",
                "AutoParallel.pipeline(pipeline_scheduler=...)" },
            { Framework::MindSpore,
                "from mindspore.parallel.auto_parallel import AutoParallel\np = AutoParallel(None)\n"
                "p.hsdp(optimizer_level=\"level4\")\n",
                "optimizer_level='level4'" },
            { Framework::MindSpore, "from mindspore.parallel.nn import PipelineCelll\n", "PipelineCelll" },
            { Framework::DeepSpeed, "# deepspeed --num_nodes 2 --num_gpu 8 train.py\n{\"train_batch_size\": 8}\n",
                "--num_gpu" },
            { Framework::DeepSpeed, "{\"zero_optimization\": {\"stage\": 2, \"stage3_prefetch_bucket\": 1}}\n",
                "zero_optimization.stage3_prefetch_bucket" },
            { Framework::DeepSpeed, "{\"zero_optimization\": {\"stage\": 4}}\n", "zero_optimization.stage = 4" },
        };
        int i = 0;
        for (const auto& b : bad) {
            const QString file = dir.filePath(QString("bad%1").arg(i++));
            QFile out(file);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(b.text);
            out.close();
            QStringList args { checker, "--kind", checkKind(b.f) };
            for (const QString& v : vocabularies(b.f))
                args << "--vocab" << v;
            const Run r = run("python3", args << file);
            QVERIFY2(r.code == 1 && r.out.contains(b.unknown), qPrintable(r.out));
        }
    }

    void matrix_data()
    {
        QTest::addColumn<int>("framework");
        QTest::addColumn<int>("caseIndex");
        const auto cs = cases();
        for (Framework f : kFrameworks)
            for (size_t i = 0; i < cs.size(); ++i)
                QTest::newRow(qPrintable(QString("%1/%2").arg(toString(f), cs[i].name))) << int(f) << int(i);
    }
    void matrix()
    {
        QFETCH(int, framework);
        QFETCH(int, caseIndex);
        const auto f = Framework(framework);
        const Case c = cases()[size_t(caseIndex)];
        const Strategy r = resolveStrategy(c.sc, *parseStrategy(c.strategy));
        const std::string code = emitLaunchCode(f, c.sc, r);
        const QString text = QString::fromStdString(code);
        QVERIFY2(text.contains(QString("Checked against: ") + checkedAgainst(f)), qPrintable(text.left(600)));

        const bool python = std::string(codeLanguage(f)) == "python";
        const bool shell = std::string(codeLanguage(f)) == "bash";
        const bool json = f == Framework::DeepSpeed; // comments + a ds_config JSON: the checker parses it
        if (!shell && !hasPython())
            QSKIP("python3 not found");
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString file = dir.filePath(python ? "launch.py"
                : shell                          ? "launch.sh"
                : json                           ? "launch.txt"
                                                 : "launch.toml");
        {
            QFile out(file);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(code.data(), qint64(code.size()));
        }
        // Syntax.
        const Run syntax = python ? run("python3", { "-m", "py_compile", file })
            : shell               ? run("bash", { "-n", file })
            : json                ? run("python3",
                                 { "-c",
                                     "import json,sys; json.loads(''.join(l for l in open(sys.argv[1]) "
                                                    "if not l.lstrip().startswith('#')))",
                                     file })
                   : run("python3", { "-c", "import tomllib,sys; tomllib.load(open(sys.argv[1],'rb'))", file });
        QVERIFY2(syntax.code == 0, qPrintable(syntax.out + "\n--- generated ---\n" + text));

        // Vocabulary.
        const QStringList vocab = vocabularies(f);
        if (!vocab.isEmpty()) {
            QStringList args { test::sourceDir() + "/tools/check_launch_vocab.py", "--kind", checkKind(f) };
            for (const QString& v : vocab)
                args << "--vocab" << v;
            const Run check = run("python3", args << file);
            QVERIFY2(check.code == 0, qPrintable(check.out + "\n--- generated ---\n" + text));
        }

        // Device-correct PyTorch: the mesh lives on the device's torch backend.
        if (f == Framework::PyTorch) {
            const bool ascend = QString(c.sc.cluster.device.vendor.c_str()) == "Huawei";
            QVERIFY(text.contains(ascend ? "init_device_mesh(\"npu\"" : "init_device_mesh(\"cuda\""));
            QCOMPARE(text.contains("import torch_npu"), ascend);
            QVERIFY(!text.contains(ascend ? "torch.cuda" : "torch.npu"));
        }
    }

    // The CLI on real catalog workloads (the plans the search picks, not hand-made strategies): dense, Mixtral,
    // DeepSeek-V3, Qwen3-235B, Qwen3-Next (linear attention), A100, and 70B on 64 Ascend A2.
    void catalogWorkloads_data()
    {
        QTest::addColumn<QString>("target");
        QTest::addColumn<QStringList>("args");
        const QList<QStringList> workloads = {
            { "--model", "llama3.1-70b", "--device", "h100", "--devices", "64" },
            { "--model", "mixtral-8x7b", "--device", "h100", "--devices", "64" },
            { "--model", "deepseek-v3", "--device", "h100", "--devices", "1024" },
            { "--model", "qwen3-235b-a22b", "--device", "h100", "--devices", "256" },
            { "--model", "qwen3-next-80b-a3b", "--device", "h100", "--devices", "64" }, // Gated DeltaNet hybrid
            { "--model", "llama2-70b", "--device", "a100", "--devices", "64" },
            { "--model", "llama3.1-70b", "--device", "ascend-a2", "--devices", "64" },
        };
        for (const char* target : { "megatron", "mindspeed", "torchtitan", "torchtitan-toml", "mindspore" })
            for (const QStringList& w : workloads)
                QTest::newRow(qPrintable(QString("%1/%2/%3").arg(target, w[1], w[3]))) << QString(target) << w;
    }
    void catalogWorkloads()
    {
        QFETCH(QString, target);
        QFETCH(QStringList, args);
        if (!QFileInfo::exists(test::cliPath()))
            QSKIP("psa not built");
        if (!hasPython())
            QSKIP("python3 not found");
        QProcess p;
        p.start(test::cliPath(),
            QStringList { "analyze" } << args << "--threads"
                                      << "1"
                                      << "--emit" << target);
        QVERIFY(p.waitForFinished(120000) && p.exitStatus() == QProcess::NormalExit);
        Run r;
        r.code = p.exitCode();
        r.out = QString::fromUtf8(p.readAllStandardOutput());
        QVERIFY2(r.code == 0, qPrintable(QString::fromUtf8(p.readAllStandardError())));
        const Framework f = *parseFramework(target.toStdString());
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString file = dir.filePath("launch");
        {
            QFile out(file);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(r.out.toUtf8());
        }
        QStringList check { test::sourceDir() + "/tools/check_launch_vocab.py", "--kind", checkKind(f) };
        for (const QString& v : vocabularies(f))
            check << "--vocab" << v;
        const Run c = run("python3", check << file);
        QVERIFY2(c.code == 0, qPrintable(c.out + "\n--- generated ---\n" + r.out));
    }

    // Done-when of issue 18: the 70B recipe builds a Trainer.Config for current torchtitan.
    void torchtitanRecipeShape()
    {
        Scenario sc = scenario(test::llama2_70b(), "llama3.1-70b", 64);
        const Strategy r = resolveStrategy(sc, *parseStrategy("tp=8,pp=2,vpp=2,cp=2,zero=1,recompute=full,sp=on,tp_overlap=on"));
        const QString text = QString::fromStdString(emitLaunchCode(Framework::TorchTitan, sc, r));
        for (const char* s : { "def psa_llama3_1_70b_64dev() -> Trainer.Config:", "return Trainer.Config(",
                 "model_spec = model_registry(\"70B\")", "from torchtitan.models.llama3 import model_registry",
                 "parallelism=ParallelismConfig(", "data_parallel_shard_degree=2,", "tensor_parallel_degree=8,",
                 "pipeline_parallel_degree=2,", "pipeline_parallel_schedule=\"Interleaved1F1B\",",
                 "num_pp_microbatches=512,", "pipeline_parallel_layers_per_stage=20,", "context_parallel_degree=2,",
                 "num_tokens_per_microbatch_per_dp_rank=MICRO_BATCH * SEQ_LEN,", "max_context_length=SEQ_LEN,",
                 "activation_checkpoint=FullAC.Config(),", "enable_async_tensor_parallel=True,",
                 "MODULE=psa_recipe CONFIG=psa_llama3_1_70b_64dev", "--module psa_recipe --config" })
            QVERIFY2(text.contains(s), qPrintable(QString("missing: ") + s + "\n" + text));
        for (const char* s : { "local_batch_size", "pipeline_parallel_microbatch_size", "[parallelism]",
                 "expert_tensor_parallel_degree", "CONFIG_FILE" })
            QVERIFY2(!text.contains(s), qPrintable(QString("unexpected: ") + s));
    }

    // The launch code turns on async TP and torch.compile exactly when the evaluation credits them: torchtitan's
    // async TP is off unless tp_overlap=on; FP8 compiles; a compiled plan compiles the loss too (its memory).
    void torchtitanCompilesWhatWasEvaluated()
    {
        Scenario sc = scenario(test::llama2_70b(), "llama3.1-70b", 64);
        sc.training.framework = TrainingFramework::TorchTitan;
        const auto code = [&](const char* spec) {
            const Strategy r = resolveStrategy(sc, *parseStrategy(spec));
            return QString::fromStdString(emitLaunchCode(Framework::TorchTitan, sc, r));
        };
        const QString plain = code("tp=8,pp=2,zero=3,recompute=full,sp=on");
        QVERIFY2(!plain.contains("enable_async_tensor_parallel=True"), qPrintable(plain));
        QVERIFY2(plain.contains("compile=CompileConfig(enable=False),"), qPrintable(plain));
        QVERIFY(!asyncTpInPlan(sc, resolveStrategy(sc, *parseStrategy("tp=8,pp=2,zero=3,recompute=full,sp=on"))));
        QVERIFY(!compiledLossInPlan(sc, resolveStrategy(sc, *parseStrategy("tp=8,pp=2,zero=3,recompute=full,sp=on"))));
        const QString overlapped = code("tp=8,pp=2,zero=3,recompute=full,sp=on,tp_overlap=on");
        for (const char* s : { "enable_async_tensor_parallel=True,", "components=[\"model\", \"loss\"],", "enable=True," })
            QVERIFY2(overlapped.contains(s), qPrintable(QString("missing: ") + s + "\n" + overlapped));
        QVERIFY(compiledLossInPlan(sc, resolveStrategy(sc, *parseStrategy("tp=8,pp=2,zero=3,recompute=full,sp=on,tp_overlap=on"))));
        sc.training.precision = Precision::FP8;
        const Strategy fp8 = resolveStrategy(sc, *parseStrategy("tp=1,pp=1,zero=3,recompute=selective"));
        QVERIFY(torchCompileInPlan(sc, fp8) && !asyncTpInPlan(sc, fp8));
        QVERIFY(emitLaunchCode(Framework::TorchTitan, sc, fp8).find("enable=True,") != std::string::npos);
        sc.training.compiled_loss = false;  // a torchtitan before #1033: the model compiled, the loss not
        QVERIFY(torchCompileInPlan(sc, fp8) && !compiledLossInPlan(sc, fp8));
    }

    // Issue 18.3 through the CLI: on Ascend the plan's launch section is MindSpeed-LLM and names MindSpore as the
    // alternative; asked for PyTorch code, the mesh is on "npu" with torch_npu; on an H100 and an MI300X it is "cuda".
    void ascendPlanLaunchSection()
    {
        if (!QFileInfo::exists(test::cliPath()))
            QSKIP("psa not built");
        auto analyze = [](const QStringList& extra) {
            QProcess p;
            p.start(test::cliPath(),
                QStringList { "analyze", "--model", "llama3.1-70b", "--devices", "64", "--threads", "1" } << extra);
            const bool done = p.waitForFinished(120000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
            return done ? QString::fromUtf8(p.readAllStandardOutput()) : QString();
        };
        const QString plan = analyze({ "--device", "ascend-a2" });
        QVERIFY2(plan.contains("DeviceMesh and launch code (mindspeed)"), qPrintable(plan));
        QVERIFY(plan.contains("MindSpeed-LLM (Ascend) launch script"));
        QVERIFY(plan.contains("# Alternative on Ascend: psa ... --emit mindspore (MindSpore semi-auto parallel "
                              "skeleton)."));
        QCOMPARE(plan.count("Alternative on Ascend"), 1);
        const QString ms = analyze({ "--device", "ascend-a2", "--emit", "mindspore" });
        QVERIFY2(ms.contains("AutoParallel(net, parallel_mode=\"semi_auto\")"), qPrintable(ms));
        QVERIFY(!ms.contains("set_auto_parallel_context"));
        const QString msPlan = analyze({ "--device", "ascend-a2", "--framework", "mindspore" });
        QVERIFY2(msPlan.contains("DeviceMesh and launch code (mindspore)"), qPrintable(msPlan));
        QVERIFY(msPlan.contains("Alternative on Ascend: MindSpeed-LLM (--emit mindspeed)."));
        const QString npu = analyze({ "--device", "ascend-a2", "--emit", "pytorch" });
        QVERIFY(npu.contains("import torch_npu") && npu.contains("init_device_mesh(\"npu\""));
        for (const char* gpu : { "h100", "mi300x" }) {
            const QString cuda = analyze({ "--device", gpu, "--emit", "pytorch" });
            QVERIFY2(cuda.contains("init_device_mesh(\"cuda\"") && !cuda.contains("torch_npu"), gpu);
            QVERIFY(!cuda.contains("Alternative on Ascend"));
        }
    }

    void defaultLaunchFrameworkFollowsDevice()
    {
        DeviceSpec d;
        d.vendor = "Huawei";
        QCOMPARE(int(defaultLaunchFramework(d)), int(Framework::MindSpeed));
        d.vendor = "NVIDIA";
        QCOMPARE(int(defaultLaunchFramework(d)), int(Framework::PyTorch));
        d.vendor = "AMD";
        QCOMPARE(int(defaultLaunchFramework(d)), int(Framework::PyTorch));
        d.vendor.clear();
        d.id = "ascend-910b3";
        QCOMPARE(int(defaultLaunchFramework(d)), int(Framework::MindSpeed));
    }
};

QTEST_GUILESS_MAIN(TestCodegenVocabulary)
#include "tst_codegen_vocabulary.moc"
