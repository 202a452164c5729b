// Launch-code generation: every framework's output must parse (python3 / bash -n / tomllib) and carry the strategy.
#include "codegen/codegen.h"
#include "codegen/codegen_internal.h"
#include "cost/validity.h"
#include "model_fixtures.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace psa;

namespace {

Scenario scenario(const ModelSpec& m, int devices, Precision precision = Precision::BF16)
{
    Scenario sc;
    sc.model = m;
    sc.model.name = m.id == "fixture" ? "Fixture \"LLaMA\" $model" : m.name; // quotes and $ must not break the output
    sc.cluster.device.id = "h100";
    sc.cluster.device.name = "H100 SXM";
    sc.cluster.device.bf16_tflops = 989;
    sc.cluster.device.memory_gib = 80;
    sc.cluster.device.devices_per_node = 8;
    sc.cluster.num_devices = devices;
    sc.training.seq_len = 4096;
    sc.training.global_batch = 1024;
    sc.training.precision = precision;
    return sc;
}

struct Case {
    Scenario sc;
    Strategy s;
};

// The strategies every framework is checked with.
Case makeCase(const QString& id)
{
    if (id == "dense") {
        return { scenario(test::llama3_8b(), 8), *parseStrategy("tp=1,pp=1,zero=1,recompute=selective") };
    }
    if (id == "dense3d") {
        return { scenario(test::llama2_70b(), 64), *parseStrategy("tp=8,pp=2,vpp=2,cp=2,zero=1,recompute=full,sp=on") };
    }
    if (id == "moe") {
        return { scenario(test::mixtral_8x7b(), 64),
            *parseStrategy("tp=2,pp=1,ep=8,zero=1,recompute=selective,sp=on") };
    }
    if (id == "zero3") {
        return { scenario(test::llama3_8b(), 16), *parseStrategy("tp=2,pp=1,zero=3,recompute=none,sp=off") };
    }
    if (id == "fp8") {
        return { scenario(test::llama2_70b(), 64, Precision::FP8),
            *parseStrategy("tp=4,pp=4,zero=2,recompute=selective,schedule=dualpipe,sp=on,offload=on,uneven=on") };
    }
    if (id == "mla") {
        ModelSpec m = test::deepseek_v3();
        m.id = "deepseek-v3";
        m.name = "DeepSeek-V3";
        return { scenario(m, 256), *parseStrategy("tp=1,pp=1,ep=64,zero=1,recompute=full,mbs=1") };
    }
    if (id == "hybrid") {
        ModelSpec m = test::qwen3_next_80b();
        m.id = "qwen3-next-80b-a3b";
        m.name = "Qwen3-Next-80B-A3B";
        return { scenario(m, 64), *parseStrategy("tp=2,pp=2,ep=8,zero=1,recompute=selective,sp=on") };
    }
    qFatal("unknown case %s", qPrintable(id));
    return {};
}

const QStringList kCases = { "dense", "dense3d", "moe", "zero3", "fp8", "mla", "hybrid" };
const Framework kFrameworks[] = { Framework::PyTorch, Framework::Megatron, Framework::MindSpeed, Framework::MindSpore,
    Framework::TorchTitan, Framework::TorchTitanToml };

std::string generate(Framework f, const QString& caseId)
{
    Case c = makeCase(caseId);
    const Strategy r = resolveStrategy(c.sc, c.s);
    return emitLaunchCode(f, c.sc, r);
}

QString suffix(Framework f)
{
    switch (f) {
    case Framework::PyTorch:
    case Framework::MindSpore:
    case Framework::TorchTitan:
        return ".py";
    case Framework::Megatron:
    case Framework::MindSpeed:
        return ".sh";
    case Framework::TorchTitanToml:
        return ".toml";
    case Framework::DeepSpeed:
        return ".txt"; // launcher comment + ds_config.json (checked in tst_framework)
    }
    return {};
}

struct Run {
    int code = -1;
    QString out;
    QString err;
};

Run run(const QString& program, const QStringList& args)
{
    QProcess p;
    p.start(program, args);
    Run r;
    if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit)
        return r;
    r.code = p.exitCode();
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

const char* kTomlLoad = "import tomllib,sys; tomllib.load(open(sys.argv[1],'rb'))";

// Runs the framework's syntax checker on a file.
Run check(Framework f, const QString& file)
{
    switch (f) {
    case Framework::PyTorch:
    case Framework::MindSpore:
    case Framework::TorchTitan:
        return run("python3", { "-m", "py_compile", file });
    case Framework::Megatron:
    case Framework::MindSpeed:
        return run("bash", { "-n", file });
    case Framework::TorchTitanToml:
        return run("python3", { "-c", kTomlLoad, file });
    case Framework::DeepSpeed:
        return run("true", {});
    }
    return {};
}

bool writeFile(const QString& path, const std::string& text)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    return file.write(text.data(), qint64(text.size())) == qint64(text.size());
}

bool hasPython()
{
    return !QStandardPaths::findExecutable("python3").isEmpty();
}

} // namespace

class TestCodegen : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        // The test scenarios must themselves be valid strategies, or the content checks mean little.
        for (const QString& id : kCases) {
            Case c = makeCase(id);
            const Strategy r = resolveStrategy(c.sc, c.s);
            // Framework support is not the emitters' concern here (tst_framework covers it): every emitter is fed every
            // case.
            auto errors = hardRuleViolations(c.sc, r);
            std::erase_if(errors, [](const Error& e) { return e.code == "unsupported_by_framework"; });
            QVERIFY2(errors.empty(),
                qPrintable(id + ": " + QString::fromStdString(errors.empty() ? "" : errors.front().message())));
        }
    }

    void parseFramework_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected"); // toString of the result, empty = error
        QTest::newRow("pytorch") << "pytorch"
                                 << "pytorch";
        QTest::newRow("megatron") << "megatron"
                                  << "megatron";
        QTest::newRow("alias megatron-lm") << " Megatron-LM "
                                           << "megatron";
        QTest::newRow("mindspeed") << "mindspeed"
                                   << "mindspeed";
        QTest::newRow("MindSpore") << "MindSpore"
                                   << "mindspore";
        QTest::newRow("torchtitan") << "torchtitan"
                                    << "torchtitan";
        QTest::newRow("torchtitan-toml") << "TorchTitan-TOML"
                                         << "torchtitan-toml";
        QTest::newRow("nope") << "nope"
                              << "";
        QTest::newRow("empty") << ""
                               << "";
    }
    void parseFramework()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        const auto r = psa::parseFramework(text.toStdString());
        if (expected.isEmpty()) {
            QVERIFY(!r.ok());
            QCOMPARE(r.error().field, std::string("framework"));
            QVERIFY(r.error().detail.find("torchtitan") != std::string::npos);
        } else {
            QVERIFY(r.ok());
            QCOMPARE(std::string(toString(r.value())), expected.toStdString());
        }
    }

    void toStringRoundTrip()
    {
        for (Framework f : kFrameworks) {
            const auto r = psa::parseFramework(toString(f));
            QVERIFY(r.ok());
            QCOMPARE(std::string(toString(r.value())), std::string(toString(f)));
        }
    }

    // The checkers really reject broken input (so a passing syntax test means something).
    void checkersRejectBrokenInput()
    {
        if (!hasPython())
            QSKIP("python3 not found");
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString py = dir.filePath("bad.py"), sh = dir.filePath("bad.sh"), toml = dir.filePath("bad.toml");
        QVERIFY(writeFile(py, "def broken(:\n    pass\n"));
        QVERIFY(writeFile(sh, "if then fi (\n"));
        QVERIFY(writeFile(toml, "[a]\nx = = 1\n"));
        QVERIFY(check(Framework::PyTorch, py).code > 0);
        QVERIFY(check(Framework::Megatron, sh).code > 0);
        QVERIFY(check(Framework::TorchTitanToml, toml).code > 0);
    }

    void syntax_data()
    {
        QTest::addColumn<int>("framework");
        QTest::addColumn<QString>("caseId");
        for (Framework f : kFrameworks)
            for (const QString& id : kCases)
                QTest::newRow(qPrintable(QString("%1/%2").arg(toString(f), id))) << int(f) << id;
    }
    void syntax()
    {
        QFETCH(int, framework);
        QFETCH(QString, caseId);
        const auto f = Framework(framework);
        if (f != Framework::Megatron && f != Framework::MindSpeed && !hasPython())
            QSKIP("python3 not found");
        const std::string text = generate(f, caseId);
        QVERIFY(text.size() > 500);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString file = dir.filePath("launch" + suffix(f));
        QVERIFY(writeFile(file, text));
        const Run r = check(f, file);
        QVERIFY2(r.code == 0,
            qPrintable(
                QString("exit %1: %2\n--- generated ---\n%3").arg(r.code).arg(r.err, QString::fromStdString(text))));
    }

    void deterministic()
    {
        for (Framework f : kFrameworks) {
            QCOMPARE(generate(f, "dense3d"), generate(f, "dense3d"));
            QVERIFY(generate(f, "dense3d") != generate(f, "dense"));
        }
    }

    void content_data()
    {
        QTest::addColumn<int>("framework");
        QTest::addColumn<QString>("caseId");
        QTest::addColumn<QStringList>("present");
        QTest::addColumn<QStringList>("absent");
        const int pt = int(Framework::PyTorch), mg = int(Framework::Megatron), ms = int(Framework::MindSpeed),
                  mso = int(Framework::MindSpore), tt = int(Framework::TorchTitan);

        // PyTorch
        QTest::newRow("pytorch/dense") << pt << "dense"
                                       << QStringList { "init_device_mesh(\"cuda\", (8,), mesh_dim_names=(\"dp\",))",
                                              "fully_shard(block, mesh=dp_mesh", "reshard_after_forward=False",
                                              "create_selective_checkpoint_contexts", "# Model: Fixture",
                                              "seq_len=4096, global_batch=1024 sequences, precision=bf16",
                                              "N_MICROBATCHES = GLOBAL_BATCH // (DP * MICRO_BATCH)  # 128" }
                                       << QStringList { "parallelize_module", "PipelineStage", "context_parallel",
                                              "replicate(" };
        QTest::newRow("pytorch/dense3d") << pt << "dense3d"
                                         << QStringList { "init_device_mesh(\"cuda\", (2, 2, 2, 8), "
                                                          "mesh_dim_names=(\"pp\", \"dp\", \"cp\", \"tp\"))",
                                                "fully_shard", "parallelize_module", "SequenceParallel()",
                                                "\"mlp.down_proj\": RowwiseParallel(output_layouts=Shard(1))",
                                                "from torch.distributed.tensor.experimental import context_parallel",
                                                "_flatten(\"dp_cp\")", "ScheduleInterleaved1F1B(stages,",
                                                "STAGES_PER_RANK = 2", "CheckpointImpl.NO_REENTRANT" }
                                         << QStringList { "create_selective_checkpoint_contexts", "Schedule1F1B(",
                                                "ScheduleZBVZeroBubble" };
        QTest::newRow("pytorch/moe")
            << pt << "moe"
            << QStringList { "init_device_mesh(\"cuda\", (32, 2), mesh_dim_names=(\"dp\", \"tp\"))",
                   "expert_mesh = init_device_mesh(\"cuda\", (8, 8), mesh_dim_names=(\"edp\", \"ep\"))",
                   "setup_expert_parallel", "all_to_all_single", "IS_MOE_LAYER = [True] * 32", "SequenceParallel()" }
            << QStringList { "PipelineStage" };
        QTest::newRow("pytorch/zero3")
            << pt << "zero3"
            << QStringList { "init_device_mesh(\"cuda\", (8, 2), mesh_dim_names=(\"dp\", \"tp\"))",
                   "reshard_after_forward=True", "\"self_attn.o_proj\": RowwiseParallel()," }
            << QStringList { "reshard_after_forward=False", "SequenceParallel", "checkpoint_wrapper" };
        QTest::newRow("pytorch/fp8") << pt << "fp8"
                                     << QStringList { "convert_to_float8_training", "ScheduleZBVZeroBubble(stages,",
                                            "# DualPipe: newer torch.distributed.pipelining has ScheduleDualPipeV",
                                            "stage_ids = [pp_rank, num_stages - 1 - pp_rank]", "CPUOffloadPolicy()",
                                            "uneven=on" }
                                     << QStringList { "Schedule1F1B" };
        QTest::newRow("pytorch/ddp") << pt << "mla"
                                     << QStringList { "MLA (q_lora_rank=1536, kv_lora_rank=512)",
                                            "IS_MOE_LAYER = [False] * 3 + [True] * 58" }
                                     << QStringList { "parallelize_module" };

        // Megatron
        QTest::newRow("megatron/dense3d")
            << mg << "dense3d"
            << QStringList { "--tensor-model-parallel-size 8", "--pipeline-model-parallel-size 2",
                   "--context-parallel-size 2", "--num-layers-per-virtual-pipeline-stage 20", "--sequence-parallel",
                   "--use-distributed-optimizer", "--recompute-granularity full", "--recompute-method uniform",
                   "--recompute-num-layers 1", "--num-layers 80", "--hidden-size 8192", "--num-attention-heads 64",
                   "--group-query-attention", "--num-query-groups 8", "--ffn-hidden-size 28672", "--seq-length 4096",
                   "--global-batch-size 1024", "--micro-batch-size 1", "--bf16", "--swiglu", "--normalization RMSNorm",
                   "--tp-comm-overlap", "--overlap-grad-reduce", "--overlap-param-gather",
                   "--untie-embeddings-and-output-weights", "torchrun", "pretrain_gpt.py", "NNODES=${NNODES:-8}",
                   "GPUS_PER_NODE=8" }
            << QStringList { "--expert-model-parallel-size", "--fp8-format", "--recompute-granularity selective",
                   "--fp16" };
        QTest::newRow("megatron/dense") << mg << "dense"
                                        << QStringList { "--tensor-model-parallel-size 1",
                                               "--pipeline-model-parallel-size 1", "--recompute-granularity selective",
                                               "--global-batch-size 1024" }
                                        << QStringList { "--sequence-parallel",
                                               "--num-layers-per-virtual-pipeline-stage", "--recompute-method",
                                               "--tp-comm-overlap" };
        QTest::newRow("megatron/moe") << mg << "moe"
                                      << QStringList { "--expert-model-parallel-size 8",
                                             "--expert-tensor-parallel-size 1", "--num-experts 8",
                                             "--moe-router-topk 2", "--moe-ffn-hidden-size 14336",
                                             "--sequence-parallel", "--tensor-model-parallel-size 2" }
                                      << QStringList { "--moe-layer-freq", "--moe-shared-expert-intermediate-size" };
        QTest::newRow("megatron/zero3") << mg << "zero3"
                                        << QStringList { "--use-megatron-fsdp",
                                               "--data-parallel-sharding-strategy optim_grads_params",
                                               "--ckpt-format fsdp_dtensor" }
                                        << QStringList { "--recompute-granularity", "--sequence-parallel", "torch_dist",
                                               "CUDA_DEVICE_MAX_CONNECTIONS=1" };
        QTest::newRow("megatron/fp8") << mg << "fp8"
                                      << QStringList { "--fp8-format hybrid", "--bf16", "--optimizer-cpu-offload",
                                             "schedule=dualpipe", "--decoder-first-pipeline-num-layers" }
                                      << QStringList { "--num-layers-per-virtual-pipeline-stage" };
        QTest::newRow("megatron/mla") << mg << "mla"
                                      << QStringList { "--multi-latent-attention", "--q-lora-rank 1536",
                                             "--kv-lora-rank 512", "--qk-head-dim 128", "--qk-pos-emb-head-dim 64",
                                             "--v-head-dim 128", "--moe-shared-expert-intermediate-size 2048",
                                             "--moe-layer-freq \"([0]*3+[1]*58)\"", "--expert-model-parallel-size 64",
                                             "--num-experts 256", "--moe-router-topk 8",
                                             "--moe-router-enable-expert-bias", "--mtp-num-layers 1" }
                                      << QStringList { "--group-query-attention" };

        // MindSpeed
        QTest::newRow("mindspeed/dense3d")
            << ms << "dense3d"
            << QStringList { "--use-mcore-models", "--use-flash-attn", "--use-fused-rmsnorm", "--use-fused-swiglu",
                   "--context-parallel-algo megatron_cp_algo", "--tensor-model-parallel-size 8",
                   "--num-layers-per-virtual-pipeline-stage 20", "export ASCEND_RT_VISIBLE_DEVICES=0,1,2,3,4,5,6,7",
                   "export HCCL_CONNECT_TIMEOUT=", "NPUS_PER_NODE=8", "pretrain_gpt.py" }
            << QStringList { "--tp-comm-overlap", "GPUS_PER_NODE" };
        QTest::newRow("mindspeed/dense") << ms << "dense"
                                         << QStringList { "--use-mcore-models", "--context-parallel-size 1" }
                                         << QStringList { "--context-parallel-algo" };
        // MindSpeed-LLM's own MLA spellings are deprecated aliases there; Megatron's names are used.
        QTest::newRow("mindspeed/mla") << ms << "mla"
                                       << QStringList { "--multi-latent-attention", "--qk-pos-emb-head-dim 64",
                                              "--qk-head-dim 128", "--expert-model-parallel-size 64" }
                                       << QStringList { "--multi-head-latent-attention", "--qk-rope-head-dim",
                                              "--qk-nope-head-dim" };
        QTest::newRow("mindspeed/fp8-offload-dualpipe")
            << ms << "fp8"
            << QStringList { "--swap-optimizer", "--use-distributed-optimizer", "--schedules-method dualpipev",
                   "# --overlap-grad-reduce is incompatible with --schedules-method dualpipev" }
            << QStringList { "--optimizer-cpu-offload", "\n    --overlap-grad-reduce" };
        QTest::newRow("mindspeed/fp8") << ms << "fp8" << QStringList { "--bf16", "precision=fp8" }
                                       << QStringList { "--fp8-format" };

        // MindSpore
        QTest::newRow("mindspore/dense3d")
            << mso << "dense3d"
            << QStringList { "AutoParallel(net, parallel_mode=\"semi_auto\")", "DP, TP, PP, CP = 2, 8, 2, 2",
                   "parallel_net.pipeline(stages=PP, interleave=True, scheduler=\"1f1b\")", "parallel_net.hsdp(",
                   "init()", "ms.set_device(\"Ascend\")", "ops.MatMul().shard(((4, 1), (1, 8)))",
                   "ops.MatMul().shard(((4, 8), (8, 1)))", "net = Pipeline(network, MICRO_BATCH_NUM)",
                   "block.pipeline_segment = virtual // PP", "block.recompute()",
                   "MICRO_BATCH_NUM = GLOBAL_BATCH // (DP * MICRO_BATCH)  # 512" }
            << QStringList { "GradAccumulation(", "set_auto_parallel_context", "ParallelMode", "PipelineCell" };
        QTest::newRow("mindspore/zero3")
            << mso << "zero3"
            << QStringList { "DP, TP, PP, CP = 8, 2, 1, 1",
                   "parallel_net.hsdp(shard_size=-1, threshold=64, optimizer_level=\"level3\")",
                   "ops.MatMul().shard(((8, 1), (1, 2)))", "net = GradAccumulation(network, MICRO_BATCH_NUM)" }
            << QStringList { "Pipeline(", "recompute()", "parallel_net.pipeline(" };
        QTest::newRow("mindspore/ddp-off")
            << mso << "dense" << QStringList { "optimizer_level=\"level1\")", "mlp.act.recompute()" }
            << QStringList { "Pipeline(network" };

        // torchtitan recipe (field names are checked against torchtitan in tst_codegen_vocabulary)
        QTest::newRow("torchtitan/fp8") << tt << "fp8"
                                        << QStringList { "Float8LinearConverter.Config(",
                                               "pipeline_parallel_schedule=\"DualPipeV\",", "enable_cpu_offload=True,",
                                               "disable_cuda_graphs=True,",
                                               "pipeline_parallel_first_stage_less_layers=1,",
                                               "Checked against: torchtitan main @ b5bcd76c66d0" }
                                        << QStringList { "[float8]", "Float8GroupedExpertsConverter" };
        QTest::newRow("torchtitan/dense")
            << tt << "dense"
            << QStringList { "activation_checkpoint=SelectiveAC.Config(),", "data_parallel_shard_degree=8,",
                   "fsdp_reshard_after_forward=\"never\",", "compile=CompileConfig(enable=False)," }
            << QStringList { "pipeline_parallel_schedule", "expert_parallel_degree", "disable_cuda_graphs" };
        QTest::newRow("torchtitan/moe") << tt << "moe"
                                        << QStringList { "expert_parallel_degree=8,", "disable_cuda_graphs=True,",
                                               "enable_sequence_parallel=True," }
                                        << QStringList { "expert_tensor_parallel_degree" };
        QTest::newRow("torchtitan/zero3") << tt << "zero3"
                                          << QStringList { "fsdp_reshard_after_forward=\"always\",",
                                                 "activation_checkpoint=None,", "enable_sequence_parallel=False," }
                                          << QStringList { "enable_async_tensor_parallel" };
        QTest::newRow("torchtitan/mla") << tt << "mla"
                                        << QStringList { "from torchtitan.models.deepseek_v3 import model_registry",
                                               "model_registry(\"671B\")" }
                                        << QStringList { "No torchtitan flavor matches" };
        const int tto = int(Framework::TorchTitanToml);
        QTest::newRow("torchtitan-toml/fp8")
            << tto << "fp8"
            << QStringList { "[quantize.linear.float8]", "converters = [\"quantize.linear.float8\"]",
                   "pipeline_parallel_schedule = \"DualPipeV\"", "torchtitan <= v0.2.2" }
            << QStringList { "[float8]" };
        // Gated DeltaNet hybrid: Megatron-LM core_v0.16+ builds it (every 4th layer softmax attention, gated);
        // MindSpeed's core_v0.12 base has no such layer, and its launch code says so.
        QTest::newRow("megatron/hybrid")
            << mg << "hybrid"
            << QStringList { "--experimental-attention-variant gated_delta_net", "--linear-attention-freq 4",
                   "--linear-num-key-heads 16", "--linear-num-value-heads 32", "--linear-key-head-dim 128",
                   "--linear-value-head-dim 128", "--linear-conv-kernel-dim 4", "--attention-output-gate" }
            << QStringList { "no implementation" };
        QTest::newRow("mindspeed/hybrid")
            << ms << "hybrid"
            << QStringList { "# 36 of 48 layers are Gated DeltaNet: no implementation in MindSpeed's Megatron core_v0.12 base" }
            << QStringList { "--experimental-attention-variant", "--linear-attention-freq", "--attention-output-gate" };
        QTest::newRow("torchtitan-toml/dense")
            << tto << "dense" << QStringList { "[activation_checkpoint]" }
            << QStringList { "[quantize.linear.float8]", "pipeline_parallel_schedule", "expert_parallel_degree" };
    }
    void content()
    {
        QFETCH(int, framework);
        QFETCH(QString, caseId);
        QFETCH(QStringList, present);
        QFETCH(QStringList, absent);
        const QString text = QString::fromStdString(generate(Framework(framework), caseId));
        for (const QString& p : present)
            QVERIFY2(text.contains(p), qPrintable("missing: " + p + "\n--- generated ---\n" + text));
        for (const QString& a : absent)
            QVERIFY2(!text.contains(a), qPrintable("unexpected: " + a + "\n--- generated ---\n" + text));
    }

    // CUDA_DEVICE_MAX_CONNECTIONS follows the layout as NVIDIA's performance environment sets it; the launch code
    // carries it. Before, every Megatron script said 1, which serialises the MoE all-to-all overlap it enabled.
    void megatronDeviceQueuesFollowTheLayout()
    {
        using codegen::DeviceConnections;
        // The catalog's flag for these parts (tst_catalog checks the shipped entries carry it).
        static auto isBlackwellId
            = [](std::string_view id) { return id == "b200" || id == "gb200" || id == "b300" || id == "gb300"; };
        auto queues = [](Case c, const char* deviceId = "h100", const char* vendor = "NVIDIA") {
            c.sc.cluster.device.id = deviceId;
            c.sc.cluster.device.vendor = vendor;
            c.sc.cluster.device.mx_tensor_cores = isBlackwellId(deviceId);
            return codegen::megatronDeviceConnections(c.sc, resolveStrategy(c.sc, c.s));
        };
        auto script = [](Case c, const char* deviceId) {
            c.sc.cluster.device.id = deviceId;
            c.sc.cluster.device.vendor = "NVIDIA";
            c.sc.cluster.device.mx_tensor_cores = isBlackwellId(deviceId);
            return QString::fromStdString(emitLaunchCode(Framework::Megatron, c.sc, resolveStrategy(c.sc, c.s)));
        };
        // Hopper, TP 8 without MoE: one queue, so a communication kernel is queued before the GEMM it overlaps.
        QCOMPARE(queues(makeCase("dense3d")).value, 1);
        // Hopper, MoE with TP 2 and the all-to-all overlap (Megatron's, on by default here): concurrent streams.
        const Case moe = makeCase("moe");
        QVERIFY(epOverlapInEffect(moe.sc, resolveStrategy(moe.sc, moe.s)));
        QCOMPARE(queues(moe).value, 32);
        // … and the same layout with the overlap off: TP overlap wins, one queue.
        Case moeOff = moe;
        moeOff.s.ep_overlap = false;
        QCOMPARE(queues(moeOff).value, 1);
        // (the flex dispatcher runs there too: the TP rule wins over it on Hopper)
        Scenario nvidia = moeOff.sc;
        nvidia.cluster.device.vendor = "NVIDIA";
        QVERIFY(epDomainDedupDispatch(nvidia));
        // Data parallelism only: CUDA's default.
        QCOMPARE(queues(makeCase("dense")).value, 8);
        // Blackwell: TP beside DP needs more queues, not fewer; TP alone keeps CUDA's default.
        QCOMPARE(queues(makeCase("zero3"), "b200").value, 32);
        QCOMPARE(queues(makeCase("dense"), "gb200").value, 8);
        Case tpOnly = makeCase("dense");
        tpOnly.sc.cluster.num_devices = 2;
        tpOnly.s = *parseStrategy("tp=2,pp=1,zero=1,recompute=selective,sp=on");
        QCOMPARE(queues(tpOnly, "b200").value, 8);
        QCOMPARE(queues(tpOnly, "h100").value, 1);
        // A custom entry with the catalog's MX flag is Blackwell to the rule, whatever its id.
        Case custom = makeCase("zero3");
        custom.sc.cluster.device.id = "lab-blackwell";
        custom.sc.cluster.device.vendor = "NVIDIA";
        custom.sc.cluster.device.mx_tensor_cores = true;
        QCOMPARE(codegen::megatronDeviceConnections(custom.sc, resolveStrategy(custom.sc, custom.s)).value, 32);
        // Megatron-FSDP (zero 2/3) refuses to start with 1, TP or not (Megatron's validate_args).
        const DeviceConnections fsdp = queues(makeCase("zero3"), "h100");
        QCOMPARE(fsdp.value, 8);
        QVERIFY(QString(fsdp.why).contains("Megatron-FSDP"));
        QCOMPARE(queues(makeCase("zero3"), "mi300x", "AMD").value, 8);
        // Another vendor: 1 only where TP or CP need it; CUDA's default for data parallelism alone.
        QCOMPARE(queues(makeCase("dense3d"), "mi300x", "AMD").value, 1);
        QCOMPARE(queues(makeCase("dense"), "mi300x", "AMD").value, 8);
        QCOMPARE(queues(moe, "mi300x", "AMD").value, 8); // the all-to-all overlap is on there too
        // The script says it, with the reason.
        QVERIFY(script(moe, "h100").contains("export CUDA_DEVICE_MAX_CONNECTIONS=32  # the MoE all-to-all overlap"));
        QVERIFY(script(makeCase("zero3"), "b200").contains("export CUDA_DEVICE_MAX_CONNECTIONS=32  # TP/CP streams"));
        QVERIFY(script(makeCase("dense3d"), "h100")
                    .contains("export CUDA_DEVICE_MAX_CONNECTIONS=1  # TP/CP communication"));
    }

    // torchtitan: parse the TOML with Python and compare the values with the strategy.
    void torchtitanValues_data()
    {
        QTest::addColumn<QString>("caseId");
        QTest::addColumn<QString>("expected"); // JSON object: "section.key" -> value
        QTest::newRow("dense")
            << "dense"
            << R"({"training.local_batch_size":1,"training.global_batch_size":1024,"training.seq_len":4096,
                  "training.mixed_precision_param":"bfloat16","parallelism.data_parallel_shard_degree":8,
                  "parallelism.data_parallel_replicate_degree":1,"parallelism.tensor_parallel_degree":1,
                  "parallelism.pipeline_parallel_degree":1,"parallelism.context_parallel_degree":1,
                  "activation_checkpoint.mode":"selective","parallelism.fsdp_reshard_after_forward":"never"})";
        QTest::newRow("dense3d") << "dense3d"
                                 << R"({"training.local_batch_size":512,"parallelism.data_parallel_shard_degree":2,
                  "parallelism.tensor_parallel_degree":8,"parallelism.pipeline_parallel_degree":2,
                  "parallelism.pipeline_parallel_schedule":"Interleaved1F1B","parallelism.pipeline_parallel_microbatch_size":1,
                  "parallelism.pipeline_parallel_layers_per_stage":20,"parallelism.context_parallel_degree":2,
                  "parallelism.enable_async_tensor_parallel":true,"activation_checkpoint.mode":"full"})";
        QTest::newRow("moe")
            << "moe"
            << R"({"parallelism.expert_parallel_degree":8,"parallelism.expert_tensor_parallel_degree":1,
                  "parallelism.data_parallel_shard_degree":32,"parallelism.tensor_parallel_degree":2})";
        QTest::newRow("zero3")
            << "zero3"
            << R"({"parallelism.fsdp_reshard_after_forward":"always","parallelism.enable_async_tensor_parallel":false,
                  "activation_checkpoint.mode":"none","parallelism.data_parallel_shard_degree":8})";
        QTest::newRow("fp8")
            << "fp8"
            << R"({"parallelism.pipeline_parallel_schedule":"DualPipeV","parallelism.pipeline_parallel_degree":4,
                  "quantize.linear.float8.enable_fsdp_float8_all_gather":true,"training.enable_cpu_offload":true,
                  "parallelism.pipeline_parallel_layers_per_stage":10})";
    }
    void torchtitanValues()
    {
        if (!hasPython())
            QSKIP("python3 not found");
        QFETCH(QString, caseId);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString file = dir.filePath("job.toml");
        QVERIFY(writeFile(file, generate(Framework::TorchTitanToml, caseId)));
        const Run r = run("python3",
            { "-c",
                "import tomllib,sys,json; d=tomllib.load(open(sys.argv[1],'rb')); "
                "f=lambda d,p: [kv for k,v in d.items() for kv in (f(v,p+k+'.') if isinstance(v,dict) else "
                "[(p+k,v)])]; "
                "print(json.dumps(dict(f(d,''))))",
                file });
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QJsonObject got = QJsonDocument::fromJson(r.out.toUtf8()).object();
        const QJsonObject want = QJsonDocument::fromJson(expected.toUtf8()).object();
        QVERIFY(!want.isEmpty());
        for (auto it = want.begin(); it != want.end(); ++it) {
            QVERIFY2(got.contains(it.key()), qPrintable("missing key " + it.key()));
            QVERIFY2(got.value(it.key()) == it.value(),
                qPrintable(
                    QString("%1: got %2, want %3")
                        .arg(it.key(),
                            QJsonDocument(QJsonObject { { "v", got.value(it.key()) } }).toJson(QJsonDocument::Compact),
                            QJsonDocument(QJsonObject { { "v", it.value() } }).toJson(QJsonDocument::Compact))));
        }
    }
};

QTEST_GUILESS_MAIN(TestCodegen)
#include "tst_codegen.moc"
