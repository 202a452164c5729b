// MindSpore semi-auto parallel through the current API: mindspore.parallel.auto_parallel.AutoParallel (pipeline,
// hsdp optimizer sharding, dataset strategy) + operator .shard() strategies + mindspore.parallel.nn.Pipeline /
// GradAccumulation. set_auto_parallel_context and PipelineCell are deprecated in current MindSpore.
#include "codegen/codegen_internal.h"

#include <algorithm>
#include <string>

namespace psa::codegen {

std::string emitMindSpore(const Scenario& sc, const Strategy& s)
{
    const Facts f = facts(sc, s);
    const ModelSpec& m = sc.model;
    const bool moe = m.isMoe();
    const int dpcp = f.dp * std::max(1, s.cp);
    Text t;
    t.line("#!/usr/bin/env python3");
    t.raw(headerComment(Framework::MindSpore, sc, s, "# "));
    t.line("#");
    t.line("# Launch: msrun --worker_num={} --local_worker_num={} --master_addr=$MASTER_ADDR --master_port=8118 \\",
        f.devices, f.per_node);
    t.line("#             --node_rank=$NODE_RANK --join=True train.py");
    t.line(
        "# The network below is a placeholder showing the sharding strategies; plug in your model (e.g. MindFormers).");
    t.line("import mindspore as ms");
    t.line("from mindspore import nn, ops");
    t.line("from mindspore.common.initializer import initializer");
    t.line("from mindspore.communication import init");
    t.line("from mindspore.nn.utils import no_init_parameters");
    t.line("from mindspore.parallel.auto_parallel import AutoParallel");
    t.line("from mindspore.parallel.nn import {}", s.pp > 1 ? "Pipeline" : "GradAccumulation");
    t.blank();
    t.line("NUM_LAYERS = {}", m.layers);
    t.line("HIDDEN = {}", m.hidden);
    t.line("HEADS = {}", m.heads);
    t.line("FFN = {}", m.ffn);
    t.line("VOCAB = {}", m.vocab);
    t.line("SEQ_LEN = {}", f.seq);
    t.line("GLOBAL_BATCH = {}", f.global_batch);
    t.line("MICRO_BATCH = {}", s.mbs);
    t.line("DP, TP, PP, CP = {}, {}, {}, {}", f.dp, s.tp, s.pp, s.cp);
    if (moe)
        t.line("EP, NUM_EXPERTS, TOP_K = {}, {}, {}", s.ep, m.moe.num_experts, m.moe.top_k);
    t.line("MICRO_BATCH_NUM = GLOBAL_BATCH // (DP * MICRO_BATCH)  # {}", f.micro_batches);
    t.line("COMPUTE_DTYPE = ms.{}", sc.training.precision == Precision::FP16 ? "float16" : "bfloat16");
    if (sc.training.precision == Precision::FP8)
        t.line("# precision=fp8: MindSpore has no generic FP8 training path here; computing in bf16.");
    t.blank();
    t.line("ms.set_context(mode=ms.GRAPH_MODE)");
    t.line("ms.set_device(\"Ascend\")");
    t.line("init()");
    if (s.zero >= 1)
        t.line("# zero={}: the parallel optimizer (AutoParallel.hsdp, optimizer_level=\"level{}\" below) shards {} "
               "over dp.",
            s.zero, std::min(s.zero, 3),
            s.zero == 1       ? "weights and optimizer states"
                : s.zero == 2 ? "weights, optimizer states and gradients"
                              : "weights, optimizer states and gradients, re-gathering weights for backward");
    if (s.pp > 1 && (s.schedule == Schedule::ZBH1 || s.schedule == Schedule::ZBV || s.schedule == Schedule::DualPipe))
        t.line("# schedule={}: not offered by MindSpore's pipeline scheduler; using 1f1b.", toString(s.schedule));
    if (s.cp > 1)
        t.line("# cp={}: context parallelism shards the sequence dim (MindFormers parallel_config.context_parallel); "
               "the flattened\n"
               "# token dim below is split dp x cp = {} ways.",
            s.cp, dpcp);
    if (s.sp && s.tp > 1)
        t.line("# sp=on: sequence parallelism (MindFormers parallel_config.use_seq_parallel=True) shards norms/dropout "
               "on the sequence dim.");
    if (moe)
        t.line("# MoE: experts sharded by EP={} (MindFormers parallel_config.expert_parallel={}); routing omitted in "
               "the placeholder.",
            s.ep, s.ep);
    if (s.optimizer_offload)
        t.line("# offload=on: optimizer offload (MindSpore's optimizer_offload / MindFormers swap) is not shown here.");
    t.blank();
    t.blank();
    t.line("class FeedForward(nn.Cell):");
    t.line("    \"\"\"Tokens are flattened to (batch*seq, hidden). Column-parallel then row-parallel matmul:\"\"\"");
    t.line("");
    t.line("    def __init__(self):");
    t.line("        super().__init__()");
    t.line("        self.w_in = ms.Parameter(initializer(\"normal\", (HIDDEN, FFN), COMPUTE_DTYPE), name=\"w_in\")");
    t.line("        self.w_out = ms.Parameter(initializer(\"normal\", (FFN, HIDDEN), COMPUTE_DTYPE), name=\"w_out\")");
    t.line("        # ((tokens split dp x cp, hidden whole), (hidden whole, ffn split tp)): column parallel");
    t.line("        self.matmul_in = ops.MatMul().shard((({}, 1), (1, {})))", dpcp, s.tp);
    t.line("        self.act = ops.{}().shard((({}, {}),))", m.activation == Activation::ReLU ? "ReLU" : "GeLU", dpcp,
        s.tp);
    t.line("        # ((tokens split dp x cp, ffn split tp), (ffn split tp, hidden whole)): row parallel, all-reduce "
           "over tp");
    t.line("        self.matmul_out = ops.MatMul().shard((({}, {}), ({}, 1)))", dpcp, s.tp, s.tp);
    t.blank();
    t.line("    def construct(self, x):");
    t.line("        return self.matmul_out(self.act(self.matmul_in(x, self.w_in)), self.w_out)");
    t.blank();
    t.blank();
    t.line("class Block(nn.Cell):");
    t.line("    def __init__(self):");
    t.line("        super().__init__()");
    t.line("        self.wqkv = ms.Parameter(initializer(\"normal\", (HIDDEN, 3 * HIDDEN), COMPUTE_DTYPE), "
           "name=\"wqkv\")");
    t.line("        self.wo = ms.Parameter(initializer(\"normal\", (HIDDEN, HIDDEN), COMPUTE_DTYPE), name=\"wo\")");
    t.line("        self.qkv = ops.MatMul().shard((({}, 1), (1, {})))  # heads split tp", dpcp, s.tp);
    t.line("        self.out = ops.MatMul().shard((({}, {}), ({}, 1)))", dpcp, s.tp, s.tp);
    t.line("        self.add = ops.Add().shard((({}, 1), ({}, 1)))", dpcp, dpcp);
    t.line("        self.mlp = FeedForward()");
    t.blank();
    t.line("    def construct(self, x):");
    t.line("        qkv = self.qkv(x, self.wqkv)");
    t.line("        attn = qkv[:, :HIDDEN]  # placeholder for the attention core (FlashAttentionScore on Ascend)");
    t.line("        x = self.add(x, self.out(attn, self.wo))");
    t.line("        return self.add(x, self.mlp(x))");
    t.blank();
    t.blank();
    t.line("class Network(nn.Cell):");
    t.line("    def __init__(self):");
    t.line("        super().__init__()");
    t.line("        self.layers = nn.CellList([Block() for _ in range(NUM_LAYERS)])");
    if (f.interleaved) {
        t.line(
            "        # Interleaved pipeline: {} chunks per stage; chunk c of stage p holds the layers of virtual stage "
            "c * PP + p.",
            std::max(2, s.vpp));
        t.line("        chunks = {}", std::max(2, s.vpp));
        t.line("        layers_per_chunk = max(1, NUM_LAYERS // (PP * chunks))");
        t.line("        for i, block in enumerate(self.layers):");
        t.line("            virtual = min(i // layers_per_chunk, PP * chunks - 1)");
        t.line("            block.pipeline_stage = virtual % PP");
        t.line("            block.pipeline_segment = virtual // PP");
    } else {
        t.line("        layers_per_stage = NUM_LAYERS // PP");
        t.line("        for i, block in enumerate(self.layers):");
        t.line("            block.pipeline_stage = min(i // layers_per_stage, PP - 1)");
    }
    switch (s.recompute) {
    case Recompute::Full:
        t.line("            block.recompute()  # recompute=full: the whole block is recomputed in backward");
        break;
    case Recompute::Selective:
        t.line("            block.mlp.act.recompute()  # recompute=selective: recompute element-wise ops only "
               "(MindFormers select_recompute)");
        break;
    case Recompute::None:
        break;
    }
    t.blank();
    t.line("    def construct(self, x):");
    t.line("        for block in self.layers:");
    t.line("            x = block(x)");
    t.line("        return x.sum()  # placeholder loss");
    t.blank();
    t.blank();
    t.line("with no_init_parameters():  # parameters are created sharded when the network is compiled");
    t.line("    network = Network()");
    t.line("    optimizer = nn.AdamWeightDecay(network.trainable_params(), learning_rate=3e-4, weight_decay=0.1)");
    if (s.pp > 1)
        t.line("net = Pipeline(network, MICRO_BATCH_NUM)");
    else
        t.line("net = GradAccumulation(network, MICRO_BATCH_NUM)  # gradient accumulation without pipeline");
    t.line("parallel_net = AutoParallel(net, parallel_mode=\"semi_auto\")");
    t.line("parallel_net.dataset_strategy(\"full_batch\")");
    if (s.pp > 1) {
        const char* sched = s.schedule == Schedule::GPipe ? "gpipe" : "1f1b";
        t.line("parallel_net.pipeline(stages=PP, interleave={}, scheduler=\"{}\")", f.interleaved ? "True" : "False",
            sched);
    }
    if (s.zero >= 1)
        t.line("parallel_net.hsdp(shard_size=-1, threshold=64, optimizer_level=\"level{}\")", std::min(s.zero, 3));
    t.line("parallel_net.enable_gradients_mean()");
    t.line("model = ms.train.Model(parallel_net, optimizer=optimizer)");
    t.line("# model.train(epochs, dataset)  # dataset yields (GLOBAL_BATCH * SEQ_LEN, HIDDEN) inputs");
    return t.str();
}

} // namespace psa::codegen
