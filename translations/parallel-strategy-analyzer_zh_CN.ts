<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
    <context>
        <name>main</name>
        <message>
            <source>Parallel Strategy Analyzer</source>
            <translation>并行策略分析器</translation>
        </message>
        <message>
            <source>Plans parallel strategies for large-model training.</source>
            <translation>为大模型训练规划并行策略。</translation>
        </message>
        <message>
            <source>Grab every view into DIR (PNG) after the first analysis, then exit.</source>
            <translation>首次分析完成后把每个视图截图保存到 DIR（PNG），然后退出。</translation>
        </message>
        <message>
            <source>Ignore the saved session; start from the default scenario.</source>
            <translation>忽略保存的会话，从默认场景开始。</translation>
        </message>
        <message>
            <source>Start with this query, e.g. "Mixtral 8x7B on 32 H100".</source>
            <translation>以此查询启动，例如 "Mixtral 8x7B on 32 H100"。</translation>
        </message>
        <message>
            <source>User interface language: en or zh_CN (default: the saved setting, else the system locale).</source>
            <translation>界面语言：en 或 zh_CN（默认：已保存的设置，否则跟随系统区域设置）。</translation>
        </message>
        <message>
            <source>A .psa.json scenario to open.</source>
            <translation>要打开的 .psa.json 场景文件。</translation>
        </message>
        <message>
            <source>The device and model catalog could not be loaded:
%1</source>
            <translation>无法加载设备和模型目录：
%1</translation>
        </message>
    </context>
    <context>
        <name>psa</name>
        <message>
            <source>Parameters</source>
            <translation>参数</translation>
        </message>
        <message>
            <source>Gradients</source>
            <translation>梯度</translation>
        </message>
        <message>
            <source>Optimizer states</source>
            <translation>优化器状态</translation>
        </message>
        <message>
            <source>Activations</source>
            <translation>激活值</translation>
        </message>
        <message>
            <source>Other (logits, buffers, framework)</source>
            <translation>其他（logits、缓冲区、框架）</translation>
        </message>
        <message>
            <source>%1 GiB</source>
            <translation>%1 GiB</translation>
        </message>
        <message>
            <source>%1 M tok/s</source>
            <translation>%1 M token/s</translation>
        </message>
        <message>
            <source>%1 k tok/s</source>
            <translation>%1 k token/s</translation>
        </message>
        <message>
            <source>%1 tok/s</source>
            <translation>%1 token/s</translation>
        </message>
        <message>
            <source>%1 s</source>
            <translation>%1 秒</translation>
        </message>
        <message>
            <source>%1 ms</source>
            <translation>%1 毫秒</translation>
        </message>
        <message>
            <source>%1 µs</source>
            <translation>%1 微秒</translation>
        </message>
        <message>
            <source>Interleaved 1F1B</source>
            <translation>交错式 1F1B</translation>
        </message>
        <message>
            <source>none</source>
            <comment>recompute</comment>
            <translation>无</translation>
        </message>
        <message>
            <source>selective</source>
            <comment>recompute</comment>
            <translation>选择性</translation>
        </message>
        <message>
            <source>full</source>
            <comment>recompute</comment>
            <translation>完全</translation>
        </message>
        <message>
            <source>offload</source>
            <translation>卸载</translation>
        </message>
        <message>
            <source>Constants:</source>
            <translation>常量：</translation>
        </message>
        <message>
            <source>The best-scoring strategy that fits in device memory minus the headroom (search, seed phase 7).</source>
            <translation>在扣除预留余量后的显存内可容纳、且得分最高的策略（搜索，种子阶段 7）。</translation>
        </message>
        <message>
            <source>Peak memory per device on the worst pipeline stage: parameters, gradients and optimizer states (cost model §4.1), activations of the in-flight micro-batches (§4.2, §4.3) and overheads (logits, communication buffers, framework, §4.4).</source>
            <translation>最差流水线阶段上每设备的显存峰值：参数、梯度和优化器状态（代价模型 §4.1），在途微批次的激活值（§4.2、§4.3）以及额外开销（logits、通信缓冲区、框架，§4.4）。</translation>
        </message>
        <message>
            <source>Pipeline bubble ÷ ideal compute time for the schedule, stage count and micro-batch count (cost model §6).</source>
            <translation>流水线气泡 ÷ 理想计算时间，取决于调度方式、阶段数和微批次数（代价模型 §6）。</translation>
        </message>
        <message>
            <source>Communication time left exposed after overlap with compute, summed over TP, CP, EP, DP and PP (collectives §5.1, overlap §5.2).</source>
            <translation>与计算重叠之后仍暴露的通信时间，按 TP、CP、EP、DP 和 PP 求和（集合通信 §5.1，重叠 §5.2）。</translation>
        </message>
        <message>
            <source>Model FLOPs utilisation: model FLOPs per step ÷ (step time × devices × dense BF16 peak) (cost model §3, §5.2).</source>
            <translation>模型浮点利用率（MFU）：每步模型浮点运算量 ÷（步时间 × 设备数 × 稠密 BF16 峰值算力）（代价模型 §3、§5.2）。</translation>
        </message>
        <message>
            <source>Training throughput of the whole cluster: global batch × sequence length ÷ step time (§5.2).</source>
            <translation>整个集群的训练吞吐量：全局批大小 × 序列长度 ÷ 步时间（§5.2）。</translation>
        </message>
        <message>
            <source>Time of one optimizer step: compute + bubble + exposed communication + optimizer step (§5.2, §6).</source>
            <translation>一次优化器步的时间：计算 + 气泡 + 暴露的通信 + 优化器更新（§5.2、§6）。</translation>
        </message>
        <message>
            <source>Weighted score in [0, 1]: throughput, free memory, exposed communication and bubble (weights under Constraints).</source>
            <translation>[0, 1] 区间内的加权得分：吞吐量、空闲显存、暴露的通信和气泡（权重在“约束”中设置）。</translation>
        </message>
        <message>
            <source>On the Pareto front of throughput against memory per device.</source>
            <translation>位于吞吐量与每设备显存的帕累托前沿上。</translation>
        </message>
        <message>
            <source>Single-device figures without any parallelism: parameters, FLOPs per token and memory (cost model §2–§4).</source>
            <translation>不做任何并行时的单设备数据：参数量、每 token 浮点运算量和显存（代价模型 §2–§4）。</translation>
        </message>
        <message>
            <source>Whether model states (parameters, gradients, optimizer) or activations dominate the single-device memory (§4).</source>
            <translation>单设备显存中占主导的是模型状态（参数、梯度、优化器）还是激活值（§4）。</translation>
        </message>
        <message>
            <source>Tokens/s per device</source>
            <translation>每设备 token/s</translation>
        </message>
        <message>
            <source>TFLOP/s per device</source>
            <translation>每设备 TFLOP/s</translation>
        </message>
        <message>
            <source>Memory per device (GiB)</source>
            <translation>每设备显存（GiB）</translation>
        </message>
        <message>
            <source>%1 ± %2</source>
            <translation>%1 ± %2</translation>
        </message>
        <message>
            <source>%1 ± %2 M tok/s</source>
            <translation>%1 ± %2 M token/s</translation>
        </message>
        <message>
            <source>%1 ± %2 k tok/s</source>
            <translation>%1 ± %2 k token/s</translation>
        </message>
        <message>
            <source>%1 ± %2 tok/s</source>
            <translation>%1 ± %2 token/s</translation>
        </message>
        <message>
            <source>%1 ± %2 GiB</source>
            <translation>%1 ± %2 GiB</translation>
        </message>
        <message>
            <source>risky: %1 headroom, below the memory model's %2 error (90th percentile)</source>
            <translation>有风险：余量 %1，低于显存模型误差 %2（第 90 百分位）</translation>
        </message>
        <message>
            <source>fits with %1 headroom (risky below %2)</source>
            <translation>可容纳，余量 %1（低于 %2 有风险）</translation>
        </message>
        <message>
            <source>no recompute</source>
            <translation>不重计算</translation>
        </message>
        <message>
            <source>full recompute</source>
            <translation>完全重计算</translation>
        </message>
        <message>
            <source>does not fit: %1 over the usable %2</source>
            <translation>放不下：超出可用显存 %1（可用 %2）</translation>
        </message>
    </context>
    <context>
        <name>psa::Collective</name>
        <message>
            <source>AllGather+ReduceScatter (SP)</source>
            <translation>AllGather+ReduceScatter（SP）</translation>
        </message>
        <message>
            <source>AllReduce</source>
            <translation>AllReduce</translation>
        </message>
        <message>
            <source>ring send/recv (p2p)</source>
            <translation>环形 send/recv（点对点）</translation>
        </message>
        <message>
            <source>AlltoAll + ETP AllGather/ReduceScatter</source>
            <translation>AlltoAll + ETP AllGather/ReduceScatter</translation>
        </message>
        <message>
            <source>AlltoAll (dispatch/combine)</source>
            <translation>AlltoAll（分发/合并）</translation>
        </message>
        <message>
            <source>ReduceScatter+AllGather</source>
            <translation>ReduceScatter+AllGather</translation>
        </message>
        <message>
            <source>AllGather×2+ReduceScatter per micro-batch</source>
            <translation>每个微批次 AllGather×2+ReduceScatter</translation>
        </message>
        <message>
            <source>send/recv (p2p)</source>
            <translation>send/recv（点对点）</translation>
        </message>
        <message>
            <source>ReduceScatter per micro-batch+AllGather</source>
            <translation>每个微批次 ReduceScatter + AllGather</translation>
        </message>
        <message>
            <source>AlltoAll, one copy per node (DeepEP)</source>
            <translation>AlltoAll，每节点一份副本（DeepEP）</translation>
        </message>
        <message>
            <source>AlltoAll, one copy per device (DeepEP)</source>
            <translation>AlltoAll，每设备一份副本（DeepEP）</translation>
        </message>
        <message>
            <source>AllGather/ReduceScatter (allgather dispatcher)</source>
            <translation>AllGather/ReduceScatter（allgather 分发器）</translation>
        </message>
        <message>
            <source>AlltoAll, one copy per device (HybridEP)</source>
            <translation>AlltoAll，每设备一份副本（HybridEP）</translation>
        </message>
    </context>
    <context>
        <name>psa::Comparison</name>
        <message>
            <source>Comparison: {} on {} × {}</source>
            <translation>对比：{}，{} × {}</translation>
        </message>
        <message>
            <source>strategy</source>
            <translation>策略</translation>
        </message>
        <message>
            <source>{} is invalid: {}.</source>
            <translation>{} 无效：{}。</translation>
        </message>
        <message>
            <source>{} does not fit: {:.1f} GiB per device, {:.1f} GiB over the usable {:.1f} GiB</source>
            <translation>{} 放不下：每设备 {:.1f} GiB，超出可用显存 {:.1f} GiB（可用 {:.1f} GiB）</translation>
        </message>
        <message>
            <source>; its {:+.1f} % throughput against {} is within the model's error (±{:.0f} %)</source>
            <translation>；其吞吐量差 {:+.1f} %（相对 {}）在模型误差（±{:.0f} %）之内</translation>
        </message>
        <message>
            <source>; it would be {:+.1f} % against {}</source>
            <translation>；其吞吐量差为 {:+.1f} %（相对 {}）</translation>
        </message>
        <message>
            <source>Verdict: none of the strategies is valid and fits in the usable memory (capacity less {:.0f} % headroom).{}</source>
            <translation>结论：没有一个策略有效且能放入可用显存（容量减去 {:.0f} % 余量）。{}</translation>
        </message>
        <message>
            <source>Verdict: {} — the only strategy that is valid and fits; it keeps {:.1f} GiB of headroom.</source>
            <translation>结论：{} —— 唯一有效且放得下的策略；它保留 {:.1f} GiB 空闲显存。</translation>
        </message>
        <message>
            <source>Verdict: {} — {:.1f} % faster than {}, more than the model's error (±{:.0f} %); it keeps {:.1f} GiB of headroom.</source>
            <translation>结论：{} —— 快 {:.1f} %（相对 {}），超过模型误差（±{:.0f} %）；它保留 {:.1f} GiB 空闲显存。</translation>
        </message>
        <message>
            <source>Verdict: {} — tied within the model's error (±{:.0f} %) with {} ({:.1f} % faster); it also keeps as much headroom or more ({:.1f} GiB against {:.1f} GiB).</source>
            <translation>结论：{} —— 在模型误差（±{:.0f} %）内与 {} 持平（快 {:.1f} %）；它的空闲显存也不少于后者（{:.1f} GiB 对 {:.1f} GiB）。</translation>
        </message>
        <message>
            <source>Verdict: {} — tied within the model's error (±{:.0f} %): {} is {:.1f} % faster, but {} keeps {:.1f} GiB of headroom against {:.1f} GiB.</source>
            <translation>结论：{} —— 在模型误差（±{:.0f} %）内持平：{} 快 {:.1f} %，但 {} 保留 {:.1f} GiB 空闲显存，对方只有 {:.1f} GiB。</translation>
        </message>
        <message>
            <source>Risky: {} keeps less free memory than the memory model's 90th-percentile error ({:.0f} % of capacity).</source>
            <translation>有风险：{} 的空闲显存小于显存模型的 90 分位误差（容量的 {:.0f} %）。</translation>
        </message>
        <message>
            <source>Planned for: {} ({}); precision {}; memory classes: does not fit above {:.0f} % of capacity (the usable memory), risky with less than {:.0f} % free (the memory model's 90th-percentile error).</source>
            <translation>规划目标：{}（{}）；精度 {}；显存分级：超过容量的 {:.0f} %（可用显存）为放不下，空闲少于 {:.0f} %（显存模型的 90 分位误差）为有风险。</translation>
        </message>
        <message>
            <source>2. Strategies side by side</source>
            <translation>2. 策略并列对比</translation>
        </message>
        <message>
            <source>{}: {} — invalid: {}</source>
            <translation>{}：{} —— 无效：{}</translation>
        </message>
        <message>
            <source>metric</source>
            <translation>指标</translation>
        </message>
        <message>
            <source>memory per device</source>
            <translation>每设备显存</translation>
        </message>
        <message>
            <source>memory class</source>
            <translation>显存分级</translation>
        </message>
        <message>
            <source>headroom (free memory)</source>
            <translation>余量（空闲显存）</translation>
        </message>
        <message>
            <source>step time</source>
            <translation>步时间</translation>
        </message>
        <message>
            <source>MFU (of the {} peak)</source>
            <translation>MFU（相对 {} 峰值）</translation>
        </message>
        <message>
            <source>tokens/s</source>
            <translation>token/s</translation>
        </message>
        <message>
            <source>tokens/s per device</source>
            <translation>每设备 token/s</translation>
        </message>
        <message>
            <source>tokens/s vs {}</source>
            <translation>token/s 相对 {}</translation>
        </message>
        <message>
            <source>pipeline bubble</source>
            <translation>流水线气泡</translation>
        </message>
        <message>
            <source>exposed communication</source>
            <translation>暴露的通信</translation>
        </message>
        <message>
            <source>days to train {:.3g}T tokens (range)</source>
            <translation>训练 {:.3g}T token 所需天数（范围）</translation>
        </message>
        <message>
            <source>device-hours</source>
            <translation>设备小时</translation>
        </message>
        <message>
            <source>cost ({})</source>
            <translation>成本（{}）</translation>
        </message>
        <message>
            <source>energy (MWh)</source>
            <translation>能耗（MWh）</translation>
        </message>
        <message>
            <source>vs the search's best</source>
            <translation>相对搜索最优</translation>
        </message>
        <message>
            <source>3. Launch code for {} ({})</source>
            <translation>3. {} 的启动代码（{}）</translation>
        </message>
        <message>
            <source>3. Launch code</source>
            <translation>3. 启动代码</translation>
        </message>
        <message>
            <source>No launch code: none of the strategies is valid and fits.</source>
            <translation>没有启动代码：没有一个策略有效且放得下。</translation>
        </message>
        <message>
            <source>4. Memory per device by component (GiB, worst pipeline stage)</source>
            <translation>4. 按组成划分的每设备显存（GiB，最重的流水线阶段）</translation>
        </message>
        <message>
            <source>usable (capacity − headroom)</source>
            <translation>可用（容量 − 余量）</translation>
        </message>
        <message>
            <source>6. Pipeline bubble and schedule</source>
            <translation>6. 流水线气泡与调度</translation>
        </message>
        <message>
            <source>micro-batches</source>
            <translation>微批次数</translation>
        </message>
        <message>
            <source>bubble time</source>
            <translation>气泡时间</translation>
        </message>
        <message>
            <source>Schedules {} could run with:</source>
            <translation>{} 可用的调度：</translation>
        </message>
        <message>
            <source>7. Memory optimisations for {}</source>
            <translation>7. {} 的显存优化</translation>
        </message>
        <message>
            <source>None of the strategies fits: see section 4 for what fills the memory, and psa diagnose for the fixes.</source>
            <translation>没有一个策略放得下：显存占用见第 4 节，修复方案见 psa diagnose。</translation>
        </message>
        <message>
            <source>8. Against the best layout the search finds</source>
            <translation>8. 与搜索得到的最佳布局对比</translation>
        </message>
        <message>
            <source>vs best</source>
            <translation>相对最优</translation>
        </message>
        <message>
            <source>rank</source>
            <translation>排名</translation>
        </message>
        <message>
            <source>best</source>
            <translation>最优</translation>
        </message>
        <message>
            <source>outside the constraints</source>
            <translation>不在约束范围内</translation>
        </message>
        <message>
            <source>The search evaluated {} valid layouts under the same constraints ({} fit); a gap within ±{:.0f} % is within the model's error.</source>
            <translation>搜索在相同约束下评估了 {} 个有效布局（{} 个放得下）；±{:.0f} % 以内的差距在模型误差之内。</translation>
        </message>
        <message>
            <source>The search finds no layout that fits under the same constraints.</source>
            <translation>在相同约束下，搜索找不到放得下的布局。</translation>
        </message>
    </context>
    <context>
        <name>psa::Diagnosis</name>
        <message>
            <source>Diagnosis: {} on {} × {}, seq {}</source>
            <translation>诊断：{}，{} × {}，序列长度 {}</translation>
        </message>
        <message>
            <source>The current strategy {} is not valid:</source>
            <translation>当前策略 {} 无效：</translation>
        </message>
        <message>
            <source>The model says this fits ({:.0f} % used); an OOM would come from fragmentation or buffers beyond the model.</source>
            <translation>按模型估算可以放下（已用 {:.0f} %）；若仍 OOM，原因应是显存碎片或模型之外的缓冲区。</translation>
        </message>
        <message>
            <source>Fixes ranked by throughput</source>
            <translation>按吞吐量排序的修复方案</translation>
        </message>
        <message>
            <source>Nothing fits on {} devices.</source>
            <translation>{} 个设备上没有可容纳的布局。</translation>
        </message>
        <message>
            <source>It fits from {} devices.</source>
            <translation>从 {} 个设备起可以容纳。</translation>
        </message>
        <message>
            <source>ZeRO-0 (DDP, nothing sharded)</source>
            <translation>ZeRO-0（DDP，不切分）</translation>
        </message>
        <message>
            <source>ZeRO-1 (distributed optimizer)</source>
            <translation>ZeRO-1（分布式优化器）</translation>
        </message>
        <message>
            <source>ZeRO-2 (optimizer and gradients sharded)</source>
            <translation>ZeRO-2（切分优化器状态和梯度）</translation>
        </message>
        <message>
            <source>ZeRO-3 / FSDP (everything sharded)</source>
            <translation>ZeRO-3 / FSDP（全部切分）</translation>
        </message>
        <message>
            <source>devices {} → {}</source>
            <translation>设备数 {} → {}</translation>
        </message>
        <message>
            <source>recompute {} → {}</source>
            <translation>重计算 {} → {}</translation>
        </message>
        <message>
            <source>schedule {} → {}</source>
            <translation>调度 {} → {}</translation>
        </message>
        <message>
            <source>sequence parallelism {}</source>
            <translation>序列并行 {}</translation>
        </message>
        <message>
            <source>on</source>
            <translation>开启</translation>
        </message>
        <message>
            <source>off</source>
            <translation>关闭</translation>
        </message>
        <message>
            <source>optimizer states offloaded to the host</source>
            <translation>优化器状态卸载到主机</translation>
        </message>
        <message>
            <source>no optimizer offload</source>
            <translation>不卸载优化器状态</translation>
        </message>
        <message>
            <source>nothing: the same layout</source>
            <translation>无：布局相同</translation>
        </message>
        <message>
            <source>device: {} ({:.0f} GiB, {:.0f} GiB usable with the {:.0f} % headroom)</source>
            <translation>设备：{}（{:.0f} GiB，可用 {:.0f} GiB，留 {:.0f} % 余量）</translation>
        </message>
        <message>
            <source>devices: {} given; the current strategy covers {} of them, so your setup is evaluated on {} and every fix below uses all {}</source>
            <translation>设备数：给定 {}；当前策略只覆盖其中 {} 个，因此按 {} 个设备评估当前配置，下面的每个修复方案都使用全部 {} 个</translation>
        </message>
        <message>
            <source>devices: {}</source>
            <translation>设备数：{}</translation>
        </message>
        <message>
            <source>current layout: {} (what the question does not say takes the defaults)</source>
            <translation>当前布局：{}（问题中未说明的取默认值）</translation>
        </message>
        <message>
            <source>ZeRO stage: {}</source>
            <translation>ZeRO 阶段：{}</translation>
        </message>
        <message>
            <source>micro-batch: {} sequence(s); activation recompute: {}</source>
            <translation>微批次：{} 条序列；激活重计算：{}</translation>
        </message>
        <message>
            <source>precision: {}; framework: {} ({}){}</source>
            <translation>精度：{}；框架：{}（{}）{}</translation>
        </message>
        <message>
            <source>, the device's default</source>
            <translation>，该设备的默认框架</translation>
        </message>
        <message>
            <source>sequence length {}, global batch {} sequences</source>
            <translation>序列长度 {}，全局批大小 {} 条序列</translation>
        </message>
        <message>
            <source>single change</source>
            <translation>单项修改</translation>
        </message>
        <message>
            <source>re-layout</source>
            <translation>重新布局</translation>
        </message>
        <message>
            <source>search's best</source>
            <translation>搜索最优</translation>
        </message>
        <message>
            <source>Assumptions</source>
            <translation>假设</translation>
        </message>
        <message>
            <source>Why it runs out of memory</source>
            <translation>显存不足的原因</translation>
        </message>
        <message>
            <source>Current: {} on {} devices — {:.1f} GiB per device of {:.0f} GiB ({:.0f} GiB usable): {}.</source>
            <translation>当前：{}，{} 个设备 —— 每设备 {:.1f} GiB，容量 {:.0f} GiB（可用 {:.0f} GiB）：{}。</translation>
        </message>
        <message>
            <source>It needs {:.1f} GiB more than the usable memory ({:.1f} GiB more than the device has); the largest part is {} ({:.0f} % of the total).</source>
            <translation>它比可用显存多需要 {:.1f} GiB（比设备容量多 {:.1f} GiB）；最大的部分是{}（占总量的 {:.0f} %）。</translation>
        </message>
        <message>
            <source>On all {} devices; single changes keep your layout, re-layouts change one parallel dimension; tokens/s per device against your current setup.</source>
            <translation>使用全部 {} 个设备；单项修改保留你的布局，重新布局改变一个并行维度；每设备 token/s 与当前配置相比。</translation>
        </message>
        <message>
            <source>kind</source>
            <translation>类型</translation>
        </message>
        <message>
            <source>what changes</source>
            <translation>改动</translation>
        </message>
        <message>
            <source>vs current</source>
            <translation>相对当前</translation>
        </message>
        <message>
            <source>Single changes that do not fit on their own: {}.</source>
            <translation>单独使用仍放不下的单项修改：{}。</translation>
        </message>
        <message>
            <source>The best fix: what changes from your setup</source>
            <translation>最佳修复：相对你的配置的改动</translation>
        </message>
        <message>
            <source>New layout: {}. The full plan for it follows (sections 1–8).</source>
            <translation>新布局：{}。完整方案见下（第 1–8 节）。</translation>
        </message>
    </context>
    <context>
        <name>psa::Family</name>
        <message>
            <source>coarse MoE</source>
            <translation>粗粒度 MoE</translation>
        </message>
        <message>
            <source>fine-grained MoE</source>
            <translation>细粒度 MoE</translation>
        </message>
        <message>
            <source>FP8</source>
            <translation>FP8</translation>
        </message>
        <message>
            <source>Ascend</source>
            <translation>昇腾</translation>
        </message>
    </context>
    <context>
        <name>psa::Query</name>
        <message>
            <source> (default)</source>
            <translation>（默认）</translation>
        </message>
        <message>
            <source>model: {}</source>
            <translation>模型：{}</translation>
        </message>
        <message>
            <source>devices: {}</source>
            <translation>设备数：{}</translation>
        </message>
        <message>
            <source>device: {}</source>
            <translation>设备：{}</translation>
        </message>
        <message>
            <source>seq_len: {}</source>
            <translation>序列长度：{}</translation>
        </message>
        <message>
            <source>global_batch: {}</source>
            <translation>全局批大小：{}</translation>
        </message>
        <message>
            <source>precision: {}</source>
            <translation>精度：{}</translation>
        </message>
        <message>
            <source>framework: {}</source>
            <translation>框架：{}</translation>
        </message>
        <message>
            <source>intent: {}</source>
            <translation>意图：{}</translation>
        </message>
        <message>
            <source>strategy: {}</source>
            <translation>策略：{}</translation>
        </message>
        <message>
            <source>symptom: {}</source>
            <translation>症状：{}</translation>
        </message>
        <message>
            <source>analyze</source>
            <translation>分析</translation>
        </message>
        <message>
            <source>compare</source>
            <translation>对比</translation>
        </message>
        <message>
            <source>diagnose</source>
            <translation>诊断</translation>
        </message>
        <message>
            <source>the strategy covers {} of {} devices; the fixes use all {}</source>
            <translation>该策略覆盖 {} 台设备（共 {} 台）；修复方案使用全部 {} 台</translation>
        </message>
    </context>
    <context>
        <name>psa::Report</name>
        <message>
            <source>approximation: {}</source>
            <translation>近似：{}</translation>
        </message>
        <message>
            <source>not evaluated</source>
            <translation>未评估</translation>
        </message>
        <message>
            <source>does not fit: {:.1f} GiB over</source>
            <translation>放不下：超出 {:.1f} GiB</translation>
        </message>
        <message>
            <source>fits with {:.0f} % headroom — risky below {:.0f} % (the memory model's 90th-percentile error)</source>
            <translation>可容纳，余量 {:.0f} % — 低于 {:.0f} %（显存模型误差的第 90 百分位）有风险</translation>
        </message>
        <message>
            <source>fits with {:.0f} % headroom</source>
            <translation>可容纳，余量 {:.0f} %</translation>
        </message>
        <message>
            <source>n/a</source>
            <translation>无</translation>
        </message>
        <message>
            <source>scale-out</source>
            <translation>节点间</translation>
        </message>
        <message>
            <source>scale-up</source>
            <translation>节点内</translation>
        </message>
        <message>
            <source>Scenario</source>
            <translation>场景</translation>
        </message>
        <message>
            <source>{} on {} × {} ({} per node), seq {} , global batch {}, {}</source>
            <translation>{}，{} × {}（每节点 {} 个），序列长度 {}，全局批次 {}，{}</translation>
        </message>
        <message>
            <source>note</source>
            <translation>注意</translation>
        </message>
        <message>
            <source>device figure — {}</source>
            <translation>设备数据 — {}</translation>
        </message>
        <message>
            <source>Baseline (no parallelism)</source>
            <translation>基线（无并行）</translation>
        </message>
        <message>
            <source>parameters</source>
            <translation>参数</translation>
        </message>
        <message>
            <source>{:&gt;14} total, {} active{}</source>
            <translation>{:&gt;14} 总计，{} 激活{}</translation>
        </message>
        <message>
            <source> (+{} MTP)</source>
            <translation>（另加 {} MTP）</translation>
        </message>
        <message>
            <source>{:&gt;14.4g} per token, {:.4g} per step</source>
            <translation>{:&gt;14.4g} 每 token，{:.4g} 每步</translation>
        </message>
        <message>
            <source>memory</source>
            <translation>显存</translation>
        </message>
        <message>
            <source>{:&gt;14} = model states {} + activations {} (1 sequence)</source>
            <translation>{:&gt;14} = 模型状态 {} + 激活值 {}（1 条序列）</translation>
        </message>
        <message>
            <source>bottleneck</source>
            <translation>瓶颈</translation>
        </message>
        <message>
            <source>activations</source>
            <translation>激活值</translation>
        </message>
        <message>
            <source>model states</source>
            <translation>模型状态</translation>
        </message>
        <message>
            <source>Strategy</source>
            <translation>策略</translation>
        </message>
        <message>
            <source>INVALID</source>
            <translation>无效</translation>
        </message>
        <message>
            <source>warning</source>
            <translation>警告</translation>
        </message>
        <message>
            <source>Memory per device</source>
            <translation>每设备显存</translation>
        </message>
        <message>
            <source>(worst pipeline stage: {})</source>
            <translation>（最差流水线阶段：{}）</translation>
        </message>
        <message>
            <source>gradients</source>
            <translation>梯度</translation>
        </message>
        <message>
            <source>optimizer</source>
            <translation>优化器</translation>
        </message>
        <message>
            <source>logits/loss</source>
            <translation>logits/损失</translation>
        </message>
        <message>
            <source>comm buffers</source>
            <translation>通信缓冲区</translation>
        </message>
        <message>
            <source>framework</source>
            <translation>框架</translation>
        </message>
        <message>
            <source>total</source>
            <translation>合计</translation>
        </message>
        <message>
            <source>Communication per step</source>
            <translation>每步通信</translation>
        </message>
        <message>
            <source>dim</source>
            <translation>维度</translation>
        </message>
        <message>
            <source>collective</source>
            <translation>集合通信</translation>
        </message>
        <message>
            <source>group</source>
            <translation>组大小</translation>
        </message>
        <message>
            <source>volume</source>
            <translation>通信量</translation>
        </message>
        <message>
            <source>time</source>
            <translation>时间</translation>
        </message>
        <message>
            <source>exposed</source>
            <translation>暴露</translation>
        </message>
        <message>
            <source>link</source>
            <translation>链路</translation>
        </message>
        <message>
            <source>Time per step</source>
            <translation>每步时间</translation>
        </message>
        <message>
            <source>compute {} + bubble {} ({:.1f} % of compute, {}) + exposed comm {} + optimizer {} = {}</source>
            <translation>计算 {} + 气泡 {}（占计算的 {:.1f} %，{}）+ 暴露通信 {} + 优化器 {} = {}</translation>
        </message>
        <message>
            <source>micro-batches {}  MFU {}  HFU {:.1f} %  {:.0f} TFLOP/s per device</source>
            <translation>微批次 {}  MFU {}  HFU {:.1f} %  每设备 {:.0f} TFLOP/s</translation>
        </message>
        <message>
            <source>throughput {} tokens/s ({:.0f} per device)</source>
            <translation>吞吐量 {} token/s（每设备 {:.0f}）</translation>
        </message>
        <message>
            <source>profile: {}</source>
            <translation>校准配置：{}</translation>
        </message>
        <message>
            <source>optimizer offload</source>
            <translation>优化器卸载</translation>
        </message>
        <message>
            <source>device figure: {}</source>
            <translation>设备数据：{}</translation>
        </message>
        <message>
            <source>search bounded at {} candidates: later layouts (larger tp, pp, cp, ep) were not evaluated; narrow the constraints to search them</source>
            <translation>搜索上限为 {} 个候选：之后的布局（更大的 tp、pp、cp、ep）未评估；收窄约束条件即可搜索它们</translation>
        </message>
        <message>
            <source>activation checkpointing: recompute={}</source>
            <translation>激活检查点：recompute={}</translation>
        </message>
        <message>
            <source>FSDP full shard (ZeRO-3)</source>
            <translation>FSDP 完全分片（ZeRO-3）</translation>
        </message>
        <message>
            <source>ZeRO-1 (distributed optimizer)</source>
            <translation>ZeRO-1（分布式优化器）</translation>
        </message>
        <message>
            <source>optimizer CPU offload</source>
            <translation>优化器卸载到 CPU</translation>
        </message>
        <message>
            <source>no optimizer offload</source>
            <translation>不卸载优化器</translation>
        </message>
        <message>
            <source>micro-batch size 1</source>
            <translation>微批次大小 1</translation>
        </message>
        <message>
            <source>Parallel strategy plan: {} on {} × {}</source>
            <translation>并行策略方案：{}，{} × {}</translation>
        </message>
        <message>
            <source>1. Global baseline (no parallelism)</source>
            <translation>1. 全局基线（无并行）</translation>
        </message>
        <message>
            <source>quantity</source>
            <translation>指标</translation>
        </message>
        <message>
            <source>value</source>
            <translation>数值</translation>
        </message>
        <message>
            <source>parameters (total / active)</source>
            <translation>参数量（总计 / 激活）</translation>
        </message>
        <message>
            <source>model FLOPs per token (training)</source>
            <translation>每 token 模型 FLOPs（训练）</translation>
        </message>
        <message>
            <source>FLOPs per step</source>
            <translation>每步 FLOPs</translation>
        </message>
        <message>
            <source>{:.4g} (global batch {} × seq {})</source>
            <translation>{:.4g}（全局批次 {} × 序列长度 {}）</translation>
        </message>
        <message>
            <source>model states (params + grads + Adam)</source>
            <translation>模型状态（参数 + 梯度 + Adam）</translation>
        </message>
        <message>
            <source>activations (one sequence, no recompute)</source>
            <translation>激活值（一条序列，无重计算）</translation>
        </message>
        <message>
            <source>total on one device</source>
            <translation>单设备合计</translation>
        </message>
        <message>
            <source>device memory</source>
            <translation>设备显存</translation>
        </message>
        <message>
            <source>Bottleneck: {}. {}</source>
            <translation>瓶颈：{}。{}</translation>
        </message>
        <message>
            <source>Sequence/context parallelism and recompute matter most.</source>
            <translation>序列并行/上下文并行和重计算最为关键。</translation>
        </message>
        <message>
            <source>Sharding the weights and optimizer (TP/PP/ZeRO) matters most.</source>
            <translation>对权重和优化器状态分片（TP/PP/ZeRO）最为关键。</translation>
        </message>
        <message>
            <source>2. Strategy summary</source>
            <translation>2. 策略摘要</translation>
        </message>
        <message>
            <source>No valid strategy for {} devices: every layout breaks a hard rule (cost-model §7).</source>
            <translation>{} 个设备上没有有效策略：每种布局都违反了某条硬性规则（代价模型 §7）。</translation>
        </message>
        <message>
            <source>rule</source>
            <translation>规则</translation>
        </message>
        <message>
            <source>layouts removed</source>
            <translation>排除的布局数</translation>
        </message>
        <message>
            <source>Nearest device counts with valid layouts: {}.</source>
            <translation>存在有效布局的最近设备数：{}。</translation>
        </message>
        <message>
            <source>{} valid layouts, but none fits in {:.0f} GiB with the memory headroom.</source>
            <translation>共有 {} 个有效布局，但保留显存余量后没有一个能放进 {:.0f} GiB。</translation>
        </message>
        <message>
            <source>The model fits from {} devices ({}).</source>
            <translation>模型从 {} 个设备（{}）起可以放下。</translation>
        </message>
        <message>
            <source>No device count up to the search limit makes it fit.</source>
            <translation>在搜索上限内，没有任何设备数能放下该模型。</translation>
        </message>
        <message>
            <source>Recommended</source>
            <translation>推荐策略</translation>
        </message>
        <message>
            <source>Memory/device</source>
            <translation>每设备显存</translation>
        </message>
        <message>
            <source>Bubble</source>
            <translation>气泡率</translation>
        </message>
        <message>
            <source>Communication overhead</source>
            <translation>通信开销</translation>
        </message>
        <message>
            <source>{} of step time exposed</source>
            <translation>占步时间 {}（未被重叠）</translation>
        </message>
        <message>
            <source>MFU estimate</source>
            <translation>MFU 估计</translation>
        </message>
        <message>
            <source>Throughput</source>
            <translation>吞吐量</translation>
        </message>
        <message>
            <source>{} tokens/s ({:.0f} per device), step {}</source>
            <translation>{} token/s（每设备 {:.0f}），每步 {}</translation>
        </message>
        <message>
            <source>Search</source>
            <translation>搜索</translation>
        </message>
        <message>
            <source>{} layouts enumerated, {} valid, {} fit; {:.0f} ms on {} threads</source>
            <translation>枚举 {} 个布局，{} 个有效，{} 个可容纳；用时 {:.0f} 毫秒，{} 个线程</translation>
        </message>
        <message>
            <source>3. DeviceMesh and launch code ({})</source>
            <translation>3. DeviceMesh 与启动代码（{}）</translation>
        </message>
        <message>
            <source>4. Post-sharding memory per device (pipeline stage {})</source>
            <translation>4. 分片后的每设备显存（流水线阶段 {}）</translation>
        </message>
        <message>
            <source>component</source>
            <translation>组成部分</translation>
        </message>
        <message>
            <source>share</source>
            <translation>占比</translation>
        </message>
        <message>
            <source>optimizer states</source>
            <translation>优化器状态</translation>
        </message>
        <message>
            <source>logits / loss</source>
            <translation>logits / 损失</translation>
        </message>
        <message>
            <source>communication buffers</source>
            <translation>通信缓冲区</translation>
        </message>
        <message>
            <source>framework (context, workspace, fragmentation)</source>
            <translation>框架（上下文、工作区、碎片）</translation>
        </message>
        <message>
            <source>Capacity {:.0f} GiB; headroom left {:.1f} GiB.</source>
            <translation>容量 {:.0f} GiB；剩余余量 {:.1f} GiB。</translation>
        </message>
        <message>
            <source>5. Communication per dimension (per step)</source>
            <translation>5. 各并行维度的通信（每步）</translation>
        </message>
        <message>
            <source>operations</source>
            <translation>操作</translation>
        </message>
        <message>
            <source>volume GiB</source>
            <translation>通信量 GiB</translation>
        </message>
        <message>
            <source>overlap</source>
            <translation>重叠</translation>
        </message>
        <message>
            <source>No collective communication: a single device per replica and no data parallelism.</source>
            <translation>没有集合通信：每个副本只有一个设备，也没有数据并行。</translation>
        </message>
        <message>
            <source>6. Pipeline bubble</source>
            <translation>6. 流水线气泡</translation>
        </message>
        <message>
            <source>No pipeline parallelism (pp = 1): no bubble.</source>
            <translation>没有流水线并行（pp = 1）：没有气泡。</translation>
        </message>
        <message>
            <source>{} micro-batches over {} stages; bubble {} of compute with {}.</source>
            <translation>{} 个微批次，{} 个流水线阶段；气泡为计算时间的 {}（{}）。</translation>
        </message>
        <message>
            <source>schedule</source>
            <translation>调度</translation>
        </message>
        <message>
            <source>bubble</source>
            <translation>气泡率</translation>
        </message>
        <message>
            <source>step time</source>
            <translation>步时间</translation>
        </message>
        <message>
            <source>memory GiB</source>
            <translation>显存 GiB</translation>
        </message>
        <message>
            <source>fits</source>
            <translation>可容纳</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>是</translation>
        </message>
        <message>
            <source>no</source>
            <translation>否</translation>
        </message>
        <message>
            <source>7. Memory optimisations</source>
            <translation>7. 显存优化</translation>
        </message>
        <message>
            <source>change</source>
            <translation>改动</translation>
        </message>
        <message>
            <source>saves GiB</source>
            <translation>节省 GiB</translation>
        </message>
        <message>
            <source>throughput</source>
            <translation>吞吐量</translation>
        </message>
        <message>
            <source>No further memory lever applies to this layout.</source>
            <translation>此布局没有其他可用的显存优化手段。</translation>
        </message>
        <message>
            <source>8. Top alternatives</source>
            <translation>8. 备选方案</translation>
        </message>
        <message>
            <source>layout</source>
            <translation>布局</translation>
        </message>
        <message>
            <source>comm overhead</source>
            <translation>通信开销</translation>
        </message>
        <message>
            <source>tokens/s/device</source>
            <translation>token/s/设备</translation>
        </message>
        <message>
            <source>score</source>
            <translation>得分</translation>
        </message>
        <message>
            <source>rec.</source>
            <translation>推荐</translation>
        </message>
        <message>
            <source>Profile: {}. Pareto front (tokens/s vs memory): {} layouts.</source>
            <translation>校准配置：{}。帕累托前沿（token/s 对显存）：{} 个布局。</translation>
        </message>
        <message>
            <source>error bars: cross-validated median errors of profile '{}' (each source predicted by a fit without it)</source>
            <translation>误差范围：校准配置“{}”的交叉验证误差中位数（每个来源由不含它的拟合预测）</translation>
        </message>
        <message>
            <source>Time to train</source>
            <translation>训练时长</translation>
        </message>
        <message>
            <source>{} days for {} tokens ({}–{} days within the error)</source>
            <translation>{} 天训练 {} 个 token（误差范围内 {}–{} 天）</translation>
        </message>
        <message>
            <source>{} device-hours</source>
            <translation>{} 设备小时</translation>
        </message>
        <message>
            <source>, {} {} ({}–{} within the error)</source>
            <translation>，{} {}（误差范围内 {}–{}）</translation>
        </message>
        <message>
            <source>Cost</source>
            <translation>成本</translation>
        </message>
        <message>
            <source>Energy</source>
            <translation>能耗</translation>
        </message>
        <message>
            <source>{} MWh ({:.0f} W per device, PUE {:.2f}; accelerators only)</source>
            <translation>{} MWh（每设备 {:.0f} W，PUE {:.2f}；仅计加速卡）</translation>
        </message>
        <message>
            <source>not estimated: the device's power is not in the catalog (give --device-power-w)</source>
            <translation>未估算：目录中没有该设备的功耗（请给出 --device-power-w）</translation>
        </message>
        <message>
            <source>Planned for:</source>
            <translation>规划框架：</translation>
        </message>
        <message>
            <source>micro-batches {}  MFU {} of the FP8 peak ({:.1f} % of the BF16 peak)  HFU {:.1f} % (BF16 peak)  {:.0f} TFLOP/s per device</source>
            <translation>微批次 {}  MFU 为 FP8 峰值的 {}（BF16 峰值的 {:.1f} %）  HFU {:.1f} %（BF16 峰值）  每设备 {:.0f} TFLOP/s</translation>
        </message>
        <message>
            <source>it is also the fastest, and none of the tied candidates is preferred over it (memory margin, framework defaults, fewer dimensions, scale-out traffic)</source>
            <translation>它同时也是最快的，且没有并列候选在显存余量、框架默认设置、更少的并行维度或跨节点通信上优于它</translation>
        </message>
        <message>
            <source>it keeps to the framework's established defaults (1F1B/interleaved, its usual ZeRO level and none above it with PP, no CP below 16K tokens, no full recompute, no offload, TP inside the scale-up domain): {} departure(s) against {} for the fastest ({})</source>
            <translation>它遵循框架的成熟默认设置（1F1B/交错调度、常用的 ZeRO 级别且在 PP 下不更高、16K token 以下不用 CP、不做完全重计算、不卸载、TP 不超出高速互联域）：偏离 {} 处，而最快的方案偏离 {} 处（{}）</translation>
        </message>
        <message>
            <source>it uses fewer parallel dimensions ({} against {} for the fastest, {})</source>
            <translation>它使用更少的并行维度（{} 个，最快的方案为 {} 个，{}）</translation>
        </message>
        <message>
            <source>it sends less over scale-out links ({:.1f} GiB against {:.1f} GiB per step for the fastest, {})</source>
            <translation>它跨节点链路上的通信更少（每步 {:.1f} GiB，最快的方案为 {:.1f} GiB，{}）</translation>
        </message>
        <message>
            <source>it has the higher score (the fastest is {})</source>
            <translation>它的得分更高（最快的方案是 {}）</translation>
        </message>
        <message>
            <source>{} of the FP8 peak ({:.1f} % of the BF16 peak)</source>
            <translation>FP8 峰值的 {}（BF16 峰值的 {:.1f} %）</translation>
        </message>
        <message>
            <source>Planned for</source>
            <translation>规划框架</translation>
        </message>
        <message>
            <source>Ranking</source>
            <translation>排序</translation>
        </message>
        <message>
            <source>tied within ±{:.0f} % (the model's median throughput error) with {} candidates; picked because {}</source>
            <translation>在 ±{:.0f} %（模型吞吐量误差中位数）内与 {} 个候选并列；选择它是因为 {}</translation>
        </message>
        <message>
            <source>Option: with FP8</source>
            <translation>选项：使用 FP8</translation>
        </message>
        <message>
            <source>{:.0f} tokens/s ({:+.0f} %) with the same layout, {} — not the pick: FP8 was not asked for (--precision fp8)</source>
            <translation>相同布局下 {:.0f} tokens/s（{:+.0f} %），{} —— 未采用：未要求 FP8（--precision fp8）</translation>
        </message>
        <message>
            <source>does not fit</source>
            <translation>放不下</translation>
        </message>
        <message>
            <source>Alternative on Ascend: MindSpeed-LLM (--emit mindspeed).</source>
            <translation>昇腾上的另一选择：MindSpeed-LLM（--emit mindspeed）。</translation>
        </message>
        <message>
            <source>risky</source>
            <translation>有风险</translation>
        </message>
        <message>
            <source>FP8 recipe</source>
            <translation>FP8 方案</translation>
        </message>
        <message>
            <source> (the framework's default)</source>
            <translation>（框架默认）</translation>
        </message>
        <message>
            <source>Power cap</source>
            <translation>功耗上限</translation>
        </message>
        <message>
            <source>{:.0f} W of {:.0f} W: compute at {:.0f} % of the full clock</source>
            <translation>{:.0f} W / {:.0f} W：计算以满频的 {:.0f} % 运行</translation>
        </message>
        <message>
            <source>does not fit: {:.1f} GiB over the usable {:.1f} GiB</source>
            <translation>放不下：超出可用显存 {:.1f} GiB（可用 {:.1f} GiB）</translation>
        </message>
        <message>
            <source>Memory figures are the device's use as nvidia-smi shows it: the allocator's peak reserved memory plus {:.1f} GiB of CUDA context and NCCL buffers outside it (torch.cuda.max_memory_reserved reads that much less; max_memory_allocated another {:.1f} GiB less, the fragmentation).</source>
            <translation>内存数字是 nvidia-smi 所见的设备占用：分配器的峰值保留内存，加上其外的 {:.1f} GiB CUDA 上下文与 NCCL 缓冲区（torch.cuda.max_memory_reserved 的读数少这么多；max_memory_allocated 再少 {:.1f} GiB，即碎片）。</translation>
        </message>
        <message>
            <source>hybrid attention: {} of {} layers run {} (cost linear in the sequence length), the others softmax attention; context parallelism stays 1 for such models</source>
            <translation>混合注意力：{} 层（共 {} 层）使用 {}（成本随序列长度线性增长），其余为 softmax 注意力；此类模型的上下文并行保持为 1</translation>
        </message>
        <message>
            <source>it keeps more free memory than the memory model's 90th-percentile error ({:.0f} %); the fastest ({}) keeps less and is flagged risky</source>
            <translation>它保留的空闲显存多于显存模型误差的第 90 百分位（{:.0f} %）；最快的方案（{}）保留得更少，被标为有风险</translation>
        </message>
        <message>
            <source>torch.compile:</source>
            <translation>torch.compile 编译：</translation>
        </message>
        <message>
            <source>on (fused norms, activations and RoPE)</source>
            <translation>开启（归一化、激活和 RoPE 融合）</translation>
        </message>
        <message>
            <source>off: one kernel per norm, activation and RoPE op (--torch-compile on fuses them)</source>
            <translation>关闭：每个归一化、激活和 RoPE 算子各一个内核（--torch-compile on 可将其融合）</translation>
        </message>
        <message>
            <source>torch.compile</source>
            <translation>torch.compile</translation>
        </message>
        <message>
            <source>The recommended schedule, {}, is the fastest that fits.</source>
            <translation>推荐的调度 {} 是可容纳的调度中最快的。</translation>
        </message>
        <message>
            <source>{} would be {} faster and fits: within the model's ±{} error, a tie (the Ranking line says why the pick won); the recommendation keeps {}: {:.1f} GiB against {:.1f} GiB.</source>
            <translation>{} 可快 {} 且可容纳：在模型 ±{} 的误差之内，视为持平（“排序”一行说明了推荐胜出的原因）；推荐保留 {}：{:.1f} GiB 对 {:.1f} GiB。</translation>
        </message>
        <message>
            <source>{} would be {} faster and fits, beyond the model's ±{} error: worth trying.</source>
            <translation>{} 可快 {} 且可容纳，超出模型 ±{} 的误差：值得一试。</translation>
        </message>
        <message>
            <source>The schedule given, {}, is the fastest that fits.</source>
            <translation>给定的调度 {} 是可容纳的调度中最快的。</translation>
        </message>
        <message>
            <source>{} would be {} faster and fits: within the model's ±{} error, a tie with the {} given: {:.1f} GiB against {:.1f} GiB.</source>
            <translation>{} 可快 {} 且可容纳：在模型 ±{} 的误差之内，与给定的 {} 持平：{:.1f} GiB 对 {:.1f} GiB。</translation>
        </message>
        <message>
            <source>error bars: cross-validated median errors of profile '{}' on its {} runs (each source predicted by a fit without it)</source>
            <translation>误差范围：配置文件“{}”在其{}运行上的交叉验证误差中位数（每个来源由未包含它的拟合预测）</translation>
        </message>
        <message>
            <source>tied within ±{:.0f} % (the model's median throughput error on {} runs) with {} candidates; picked because {}</source>
            <translation>在 ±{:.0f} %（模型在{}运行上的吞吐量误差中位数）内与 {} 个候选并列；选择它是因为 {}</translation>
        </message>
        <message>
            <source>its score is higher for the memory it leaves free: it uses {:.1f} GiB per device against {:.1f} GiB for the fastest ({}), which is {:.1f} % faster</source>
            <translation>其得分更高，因为留出的显存更多：每设备占用 {:.1f} GiB，而最快的候选策略占用 {:.1f} GiB（{}），后者快 {:.1f} %</translation>
        </message>
        <message>
            <source>its score is higher for less exposed communication: {:.1f} % of the step against {:.1f} % for the fastest ({}), which is {:.1f} % faster</source>
            <translation>其得分更高，因为暴露的通信更少：占每步时间的 {:.1f} %，而最快的候选策略为 {:.1f} %（{}），后者快 {:.1f} %</translation>
        </message>
        <message>
            <source>its score is higher for a smaller pipeline bubble: {:.1f} % of the step against {:.1f} % for the fastest ({}), which is {:.1f} % faster</source>
            <translation>其得分更高，因为流水线气泡更小：占每步时间的 {:.1f} %，而最快的候选策略为 {:.1f} %（{}），后者快 {:.1f} %</translation>
        </message>
    </context>
    <context>
        <name>psa::Search</name>
        <message>
            <source>constraint: tp</source>
            <translation>约束：tp</translation>
        </message>
        <message>
            <source>constraint: pp</source>
            <translation>约束：pp</translation>
        </message>
        <message>
            <source>constraint: cp</source>
            <translation>约束：cp</translation>
        </message>
        <message>
            <source>constraint: dp</source>
            <translation>约束：dp</translation>
        </message>
        <message>
            <source>constraint: ep</source>
            <translation>约束：ep</translation>
        </message>
        <message>
            <source>constraint: etp</source>
            <translation>约束：etp</translation>
        </message>
        <message>
            <source>§7.3 heads / query groups / FFN not divisible by tp</source>
            <translation>§7.3 注意力头 / 查询组 / FFN 不能被 tp 整除</translation>
        </message>
        <message>
            <source>§7.5 layers not divisible by pp</source>
            <translation>§7.5 层数不能被 pp 整除</translation>
        </message>
        <message>
            <source>§7.4 sequence not divisible by 2·cp</source>
            <translation>§7.4 序列长度不能被 2·cp 整除</translation>
        </message>
        <message>
            <source>§7.6 global batch not divisible by dp</source>
            <translation>§7.6 全局批次不能被 dp 整除</translation>
        </message>
        <message>
            <source>§7.2 experts not divisible by ep</source>
            <translation>§7.2 专家数不能被 ep 整除</translation>
        </message>
        <message>
            <source>§7.1 expert grid etp·ep·pp does not divide the devices</source>
            <translation>§7.1 专家网格 etp·ep·pp 不能整除设备数</translation>
        </message>
        <message>
            <source>framework: no uneven pipeline stages</source>
            <translation>框架：不支持不均匀流水线阶段</translation>
        </message>
        <message>
            <source>framework: no ring context parallelism</source>
            <translation>框架：不支持环形上下文并行</translation>
        </message>
        <message>
            <source>framework: no expert parallelism</source>
            <translation>框架：不支持专家并行</translation>
        </message>
        <message>
            <source>framework: no expert tensor parallelism</source>
            <translation>框架：不支持专家张量并行</translation>
        </message>
    </context>
    <context>
        <name>psa::Validity</name>
        <message>
            <source>must be positive, got {}</source>
            <translation>必须为正数，实际为 {}</translation>
        </message>
        <message>
            <source>{} is beyond the supported maximum {}</source>
            <translation>{} 超出了支持的最大值 {}</translation>
        </message>
        <message>
            <source>{} KV heads exceed {} query heads</source>
            <translation>{} 个 KV 头多于 {} 个查询头</translation>
        </message>
        <message>
            <source>{} query heads are not a multiple of {} KV heads</source>
            <translation>{} 个查询头不是 {} 个 KV 头的整数倍</translation>
        </message>
        <message>
            <source>hidden {} is not divisible by {} heads; give head_dim explicitly [§7.3]</source>
            <translation>隐藏维度 {} 不能被 {} 个注意力头整除；请显式给出 head_dim [§7.3]</translation>
        </message>
        <message>
            <source>more than 1,000,000 experts</source>
            <translation>专家数超过 1,000,000</translation>
        </message>
        <message>
            <source>device '{}' has no peak TFLOP/s; give --device-tflops</source>
            <translation>设备“{}”没有峰值 TFLOP/s；请给出 --device-tflops</translation>
        </message>
        <message>
            <source>device memory must be positive</source>
            <translation>设备显存必须为正数</translation>
        </message>
        <message>
            <source>device '{}' has no FP8 support</source>
            <translation>设备“{}”不支持 FP8</translation>
        </message>
        <message>
            <source>must be in 1..{}, got {}</source>
            <translation>必须在 1..{} 之间，实际为 {}</translation>
        </message>
        <message>
            <source>must be in 0..{}, got {}</source>
            <translation>必须在 0..{} 之间，实际为 {}</translation>
        </message>
        <message>
            <source>ZeRO level must be 0..3, got {}</source>
            <translation>ZeRO 级别必须为 0..3，实际为 {}</translation>
        </message>
        <message>
            <source>{} devices are not divisible by tp·pp·cp = {}</source>
            <translation>{} 个设备不能被 tp·pp·cp = {} 整除</translation>
        </message>
        <message>
            <source>dp·tp·pp·cp = {}·{}·{}·{} = {} but the cluster has {} devices [§7.1]</source>
            <translation>dp·tp·pp·cp = {}·{}·{}·{} = {}，但集群有 {} 个设备 [§7.1]</translation>
        </message>
        <message>
            <source>ep = {} but '{}' has no experts</source>
            <translation>ep = {}，但“{}”没有专家</translation>
        </message>
        <message>
            <source>expert grid etp·ep·pp = {} does not divide {} devices [§7.1]</source>
            <translation>专家网格 etp·ep·pp = {} 不能整除 {} 个设备 [§7.1]</translation>
        </message>
        <message>
            <source>{} experts are not divisible by ep = {} [§7.2]</source>
            <translation>{} 个专家不能被 ep = {} 整除 [§7.2]</translation>
        </message>
        <message>
            <source>expert FFN {} is not divisible by etp = {}</source>
            <translation>专家 FFN {} 不能被 etp = {} 整除</translation>
        </message>
        <message>
            <source>tensor parallelism combined with expert parallelism requires sp=on [§7.7]</source>
            <translation>张量并行与专家并行组合使用时需要 sp=on [§7.7]</translation>
        </message>
        <message>
            <source>{} attention heads are not divisible by tp = {} [§7.3]</source>
            <translation>{} 个注意力头不能被 tp = {} 整除 [§7.3]</translation>
        </message>
        <message>
            <source>{} KV heads neither divide nor are divisible by tp = {} [§7.3]</source>
            <translation>{} 个 KV 头既不能整除 tp = {}，也不能被它整除 [§7.3]</translation>
        </message>
        <message>
            <source>FFN size {} is not divisible by tp = {}</source>
            <translation>FFN 大小 {} 不能被 tp = {} 整除</translation>
        </message>
        <message>
            <source>tp exceeds the vocabulary size</source>
            <translation>tp 超过了词表大小</translation>
        </message>
        <message>
            <source>sequence length {} is not divisible by 2·cp = {} [§7.4]</source>
            <translation>序列长度 {} 不能被 2·cp = {} 整除 [§7.4]</translation>
        </message>
        <message>
            <source>pp = {} exceeds the {} layers</source>
            <translation>pp = {} 超过了 {} 层</translation>
        </message>
        <message>
            <source>{} layers are not divisible by pp = {} (add uneven=on for uneven first/last stages) [§7.5]</source>
            <translation>{} 层不能被 pp = {} 整除（加上 uneven=on 可让首/末阶段层数不均）[§7.5]</translation>
        </message>
        <message>
            <source>{} layers per stage are not divisible by vpp = {} [§7.5]</source>
            <translation>每阶段 {} 层不能被 vpp = {} 整除 [§7.5]</translation>
        </message>
        <message>
            <source>virtual pipeline stages need pp &gt; 1 [§7.5]</source>
            <translation>虚拟流水线阶段需要 pp &gt; 1 [§7.5]</translation>
        </message>
        <message>
            <source>vpp = {} needs schedule=interleaved</source>
            <translation>vpp = {} 需要 schedule=interleaved</translation>
        </message>
        <message>
            <source>global batch {} is not divisible by mbs·dp = {}·{} [§7.6]</source>
            <translation>全局批次 {} 不能被 mbs·dp = {}·{} 整除 [§7.6]</translation>
        </message>
        <message>
            <source>DualPipe needs an even pp, got {} [§7.8]</source>
            <translation>DualPipe 需要偶数的 pp，实际为 {} [§7.8]</translation>
        </message>
        <message>
            <source>DualPipe needs an even number of micro-batches ≥ 2·pp; m = {} [§7.8]</source>
            <translation>DualPipe 需要偶数个且 ≥ 2·pp 的微批次；m = {} [§7.8]</translation>
        </message>
        <message>
            <source>ZB-V needs an even number of layers per stage [§7.8]</source>
            <translation>ZB-V 需要每阶段的层数为偶数 [§7.8]</translation>
        </message>
        <message>
            <source>schedule {} needs pp &gt; 1</source>
            <translation>调度 {} 需要 pp &gt; 1</translation>
        </message>
        <message>
            <source>optimizer offload is modelled with ZeRO levels 0–2 only</source>
            <translation>优化器卸载只对 ZeRO 级别 0–2 建模</translation>
        </message>
        <message>
            <source>tp = {} spans beyond the {}-device scale-up domain [§7 soft: tp ≤ g]</source>
            <translation>tp = {} 超出了 {} 个设备的节点内互联域 [§7 软规则：tp ≤ g]</translation>
        </message>
        <message>
            <source>ep·etp = {} exceeds the {}-device scale-up domain: all-to-all crosses the NIC [MLM-MOE Guideline 2]</source>
            <translation>ep·etp = {} 超出了 {} 个设备的节点内互联域：all-to-all 要经过网卡 [MLM-MOE 准则 2]</translation>
        </message>
        <message>
            <source>only {} micro-batches for {} pipeline stages: the pipeline never reaches steady state [§7.6]</source>
            <translation>只有 {} 个微批次对应 {} 个流水线阶段：流水线无法进入稳态 [§7.6]</translation>
        </message>
        <message>
            <source>tp &gt; 1 without sequence parallelism keeps norm/dropout activations replicated [KOR22]</source>
            <translation>tp &gt; 1 但未开启序列并行：norm/dropout 的激活值在各设备上重复保存 [KOR22]</translation>
        </message>
        <message>
            <source>context parallelism for a {}-token sequence; CP pays off from 8K [MLM-MOE, MLM-PG]</source>
            <translation>对 {} token 的序列使用上下文并行；CP 从 8K 起才划算 [MLM-MOE, MLM-PG]</translation>
        </message>
        <message>
            <source>pp &gt; 2 with plain 1F1B: an interleaved schedule (vpp ≥ 2) would shrink the bubble [MLM-MOE Guideline 3]</source>
            <translation>pp &gt; 2 且使用普通 1F1B：交错式调度（vpp ≥ 2）可以减小气泡 [MLM-MOE 准则 3]</translation>
        </message>
        <message>
            <source>the model gives an impossible {} ({}) with these calibration constants</source>
            <translation>在这些校准常数下，模型给出了不可能的 {}（{}）</translation>
        </message>
        <message>
            <source>{} leading dense layers do not fit a model of {} layers with MoE layers</source>
            <translation>{} 个前置稠密层超出了共 {} 层且含 MoE 层的模型</translation>
        </message>
        <message>
            <source>{} has no {} pipeline schedule (it runs: {})</source>
            <translation>{} 没有 {} 流水线调度（它支持：{}）</translation>
        </message>
        <message>
            <source>{} offers no ZeRO-{} (levels it offers: {})</source>
            <translation>{} 不提供 ZeRO-{}（它提供的级别：{}）</translation>
        </message>
        <message>
            <source>{} does not combine ZeRO-{} with pipeline parallelism (at most ZeRO-{} with pp &gt; 1)</source>
            <translation>{} 不支持 ZeRO-{} 与流水线并行组合（pp &gt; 1 时最多 ZeRO-{}）</translation>
        </message>
        <message>
            <source>{} has no interleaved (virtual) pipeline stages</source>
            <translation>{} 不支持交错（虚拟）流水线阶段</translation>
        </message>
        <message>
            <source>{} runs at most {} virtual stages per rank</source>
            <translation>{} 每个 rank 最多支持 {} 个虚拟阶段</translation>
        </message>
        <message>
            <source>{} has no uneven first/last pipeline stages</source>
            <translation>{} 不支持首尾不均匀的流水线阶段</translation>
        </message>
        <message>
            <source>{} has no Megatron-style sequence parallelism; use sp=off</source>
            <translation>{} 没有 Megatron 式序列并行；请使用 sp=off</translation>
        </message>
        <message>
            <source>{} has no ring context parallelism (it offers: {})</source>
            <translation>{} 没有环形上下文并行（它提供：{}）</translation>
        </message>
        <message>
            <source>{} has no context parallelism</source>
            <translation>{} 不支持上下文并行</translation>
        </message>
        <message>
            <source>{} has no expert parallelism</source>
            <translation>{} 不支持专家并行</translation>
        </message>
        <message>
            <source>{} has no expert tensor parallelism (etp must be 1)</source>
            <translation>{} 不支持专家张量并行（etp 必须为 1）</translation>
        </message>
        <message>
            <source>{} has no FP8 training recipe</source>
            <translation>{} 没有 FP8 训练方案</translation>
        </message>
        <message>
            <source>{} has no optimizer CPU offload</source>
            <translation>{} 不支持优化器 CPU 卸载</translation>
        </message>
        <message>
            <source>{} has no TP communication overlap; use tp_overlap=off</source>
            <translation>{} 不支持 TP 通信重叠；请使用 tp_overlap=off</translation>
        </message>
        <message>
            <source>{} has no {} FP8 recipe (it has: {})</source>
            <translation>{} 没有 {} FP8 方案（它支持：{}）</translation>
        </message>
        <message>
            <source>device '{}' has no MX block scaling in its tensor cores (MXFP8 needs Blackwell or CDNA 4)</source>
            <translation>设备“{}”的张量核心不支持 MX 块缩放（MXFP8 需要 Blackwell 或 CDNA 4）</translation>
        </message>
        <message>
            <source>{} overlaps the MoE all-to-all only with ep &gt; 1, no full recompute, interleaved stages (vpp &gt; 1) when pp &gt; 1 and at most one MTP layer; use ep_overlap=off</source>
            <translation>{} 仅在 ep &gt; 1、无完全重计算、pp &gt; 1 时使用交错阶段（vpp &gt; 1）且 MTP 层不超过一层时重叠 MoE all-to-all；请使用 ep_overlap=off</translation>
        </message>
        <message>
            <source>{} has no MoE all-to-all overlap; use ep_overlap=off</source>
            <translation>{} 不支持 MoE all-to-all 重叠；请使用 ep_overlap=off</translation>
        </message>
        <message>
            <source>must be 0 (every layer linear) or a layer interval up to {}, got {}</source>
            <translation>必须为 0（每层均为线性注意力）或不超过 {} 的层间隔，实际为 {}</translation>
        </message>
        <message>
            <source>{} linear-attention value heads are not a multiple of {} key heads</source>
            <translation>{} 个线性注意力值头不是 {} 个键头的整数倍</translation>
        </message>
        <message>
            <source>{} linear-attention key heads are not divisible by tp = {}</source>
            <translation>{} 个线性注意力键头不能被 tp = {} 整除</translation>
        </message>
        <message>
            <source>{} linear-attention value heads are not divisible by tp = {}</source>
            <translation>{} 个线性注意力值头不能被 tp = {} 整除</translation>
        </message>
        <message>
            <source>cp = {}: context parallelism over the {} {} layers is not modelled (Megatron-LM shards them over CP by an all-to-all head exchange from core_v0.18, torchtitan not at all; the cost model prices ring CP for softmax attention only)</source>
            <translation>cp = {}：未对 {} 个 {} 层的上下文并行建模（Megatron-LM 自 core_v0.18 起以 all-to-all 交换注意力头的方式对其做上下文并行，torchtitan 不支持；成本模型只对 softmax 注意力的环形 CP 计价）</translation>
        </message>
        <message>
            <source>{} runs async TP only under torch.compile; use tp_overlap=off or turn torch.compile on</source>
            <translation>{} 仅在 torch.compile 下运行异步 TP；请使用 tp_overlap=off 或开启 torch.compile</translation>
        </message>
        <message>
            <source>{} overlaps TP communication (Transformer Engine userbuffers) only over NVLink/NVSwitch between all GPUs, which {} has not; use tp_overlap=off</source>
            <translation>{} 仅在所有 GPU 之间都有 NVLink/NVSwitch 时才能重叠 TP 通信（Transformer Engine userbuffers），而 {} 没有；请使用 tp_overlap=off</translation>
        </message>
        <message>
            <source>this run's {} release predates MoE parallel folding (Megatron-Core r0.10): ep must divide dp ({}), experts are split over the TP group (etp = tp = {}) and ep &gt; 1 does not combine with cp &gt; 1</source>
            <translation>该运行所用的 {} 版本早于 MoE 并行折叠（Megatron-Core r0.10）：ep 必须整除 dp（{}），专家按张量并行组切分（etp = tp = {}），且 ep &gt; 1 不能与 cp &gt; 1 同时使用</translation>
        </message>
        <message>
            <source>{} reduces gradients in fp32 (bf16 reduction: Megatron-LM, MindSpeed, DeepSpeed)</source>
            <translation>{} 以 fp32 归约梯度（bf16 归约：Megatron-LM、MindSpeed、DeepSpeed）</translation>
        </message>
        <message>
            <source>{} accumulates gradients in fp32 only with ZeRO (zero ≥ 1); use zero=1 or --grad-reduce bf16</source>
            <translation>{} 仅在启用 ZeRO（zero ≥ 1）时以 fp32 累加梯度；请使用 zero=1 或 --grad-reduce bf16</translation>
        </message>
    </context>
    <context>
        <name>psa::export</name>
        <message>
            <source>unknown picture format “%1” (use .png or .svg)</source>
            <translation>未知的图片格式“%1”（请使用 .png 或 .svg）</translation>
        </message>
        <message>
            <source>no chart to export</source>
            <translation>没有可导出的图表</translation>
        </message>
        <message>
            <source>could not encode the PNG image</source>
            <translation>无法编码 PNG 图像</translation>
        </message>
    </context>
    <context>
        <name>psa::ui::Autosave</name>
        <message>
            <source>cannot create the autosave folder %1</source>
            <translation>无法创建自动保存文件夹 %1</translation>
        </message>
        <message>
            <source>cannot lock %1</source>
            <translation>无法锁定 %1</translation>
        </message>
    </context>
    <context>
        <name>psa::ui::BubbleChart</name>
        <message>
            <source>Micro-batches per step (m)</source>
            <translation>每步微批次数（m）</translation>
        </message>
        <message>
            <source>Bubble ÷ ideal compute</source>
            <translation>气泡 ÷ 理想计算时间</translation>
        </message>
        <message>
            <source>Selected</source>
            <translation>已选中</translation>
        </message>
        <message>
            <source>Pipeline of %1 stages</source>
            <translation>%1 级流水线</translation>
        </message>
    </context>
    <context>
        <name>psa::ui::CalibrationDialog</name>
        <message>
            <source>Calibration Profile</source>
            <translation>校准配置</translation>
        </message>
        <message>
            <source>Browse…</source>
            <translation>浏览…</translation>
        </message>
        <message>
            <source>Profile:</source>
            <translation>校准配置：</translation>
        </message>
        <message>
            <source>a profile written by “psa calibrate -o FILE”</source>
            <translation>由“psa calibrate -o FILE”写出的校准配置</translation>
        </message>
        <message>
            <source>Runs (optional):</source>
            <translation>运行记录（可选）：</translation>
        </message>
        <message>
            <source>measured runs in the published-runs.json format, to compare errors</source>
            <translation>published-runs.json 格式的实测运行记录，用于比较误差</translation>
        </message>
        <message>
            <source>Error of:</source>
            <translation>误差指标：</translation>
        </message>
        <message>
            <source>Source</source>
            <translation>来源</translation>
        </message>
        <message>
            <source>Runs</source>
            <translation>运行数</translation>
        </message>
        <message>
            <source>Built-in
median</source>
            <translation>内置
中位数</translation>
        </message>
        <message>
            <source>Built-in
90th pct.</source>
            <translation>内置
第 90 百分位</translation>
        </message>
        <message>
            <source>Loaded
median</source>
            <translation>已加载
中位数</translation>
        </message>
        <message>
            <source>Loaded
90th pct.</source>
            <translation>已加载
第 90 百分位</translation>
        </message>
        <message>
            <source>Constant</source>
            <translation>常量</translation>
        </message>
        <message>
            <source>Built-in</source>
            <translation>内置</translation>
        </message>
        <message>
            <source>Loaded</source>
            <translation>已加载</translation>
        </message>
        <message>
            <source>|predicted ÷ measured − 1| over the runs of each source that publish this metric (as `psa validate` prints it)</source>
            <translation>|预测值 ÷ 实测值 − 1|，统计每个来源中公布了该指标的运行（与 `psa validate` 的输出一致）</translation>
        </message>
        <message>
            <source>Error by source</source>
            <translation>各来源的误差</translation>
        </message>
        <message>
            <source>Constants</source>
            <translation>常量</translation>
        </message>
        <message>
            <source>Predicted against measured</source>
            <translation>预测值与实测值对比</translation>
        </message>
        <message>
            <source>Reset to Built-in</source>
            <translation>恢复为内置</translation>
        </message>
        <message>
            <source>Use the profile shipped with the application again</source>
            <translation>重新使用应用程序自带的校准配置</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>应用</translation>
        </message>
        <message>
            <source>Use the loaded profile for the analysis (re-runs it)</source>
            <translation>在分析中使用已加载的校准配置（重新运行分析）</translation>
        </message>
        <message>
            <source>%1 is not a usable calibration profile: %2 Nothing was changed.</source>
            <translation>%1 不是可用的校准配置：%2 未做任何更改。</translation>
        </message>
        <message>
            <source>%1 is not a usable runs file: %2 Nothing was changed.</source>
            <translation>%1 不是可用的运行记录文件：%2 未做任何更改。</translation>
        </message>
        <message>
            <source>%1 holds no run with enough architecture and layout to evaluate. Nothing was changed.</source>
            <translation>%1 中没有一条运行记录带有足够的架构和布局信息可供评估。未做任何更改。</translation>
        </message>
        <message>
            <source>Load Calibration Profile</source>
            <translation>加载校准配置</translation>
        </message>
        <message>
            <source>Profiles (*.json);;All files (*)</source>
            <translation>校准配置 (*.json);;所有文件 (*)</translation>
        </message>
        <message>
            <source>Load Measured Runs</source>
            <translation>加载实测运行记录</translation>
        </message>
        <message>
            <source>Runs (*.json);;All files (*)</source>
            <translation>运行记录 (*.json);;所有文件 (*)</translation>
        </message>
        <message>
            <source>&lt;b&gt;%1&lt;/b&gt;%2&lt;br&gt;Error bars: throughput ± %3 (90th percentile %4), memory ± %5 (90th percentile %6) — built-in: throughput ± %7, memory ± %8.</source>
            <translation>&lt;b&gt;%1&lt;/b&gt;%2&lt;br&gt;误差范围：吞吐量 ± %3（第 90 百分位 %4），显存 ± %5（第 90 百分位 %6）— 内置：吞吐量 ± %7，显存 ± %8。</translation>
        </message>
        <message>
            <source>No profile loaded; the analysis uses the built-in profile.</source>
            <translation>未加载校准配置；分析使用内置校准配置。</translation>
        </message>
        <message>
            <source>Load a runs file to compare the errors.</source>
            <translation>加载运行记录文件以比较误差。</translation>
        </message>
        <message>
            <source>Load a profile and a runs file to compare the errors.</source>
            <translation>加载校准配置和运行记录文件以比较误差。</translation>
        </message>
        <message>
            <source>all</source>
            <translation>全部</translation>
        </message>
        <message>
            <source>%1 ± %2 (90th percentile %3)</source>
            <translation>%1 ± %2（第 90 百分位 %3）</translation>
        </message>
        <message>
            <source>Throughput by workload family: %1 — a plan of such a workload is shown and ranked with the larger of the overall and its family's error.</source>
            <translation>按工作负载类别的吞吐量误差：%1 — 此类工作负载的方案以总体误差与其类别误差中较大者显示和排序。</translation>
        </message>
    </context>
    <context>
        <name>psa::ui::CalibrationManager</name>
        <message>
            <source>The calibration profile %1 could not be loaded (%2); using the built-in profile.</source>
            <translation>无法加载校准配置 %1（%2）；改用内置校准配置。</translation>
        </message>
        <message>
            <source>Profile: %1</source>
            <translation>校准配置：%1</translation>
        </message>
        <message>
            <source>The built-in calibration profile (Settings → Calibration Profile… to change it)</source>
            <translation>内置校准配置（在“设置 → 校准配置…”中更改）</translation>
        </message>
        <message>
            <source>Calibration profile from %1</source>
            <translation>来自 %1 的校准配置</translation>
        </message>
    </context>
    <context>
        <name>psa::ui::CalibrationScatter</name>
        <message>
            <source>Built-in</source>
            <translation>内置</translation>
        </message>
        <message>
            <source>Loaded</source>
            <translation>已加载</translation>
        </message>
        <message>
            <source>y = x</source>
            <translation>y = x</translation>
        </message>
        <message>
            <source>± median error</source>
            <translation>± 误差中位数</translation>
        </message>
        <message>
            <source>Each point is one run: measured (x) against predicted (y). Hollow: the built-in profile; filled: the loaded one. Dashed: ± the loaded profile's median error around y = x.</source>
            <translation>每个点代表一次运行：实测值（x）对预测值（y）。空心：内置校准配置；实心：已加载的校准配置。虚线：y = x 两侧 ± 已加载校准配置的误差中位数。</translation>
        </message>
        <message>
            <source>Measured</source>
            <translation>实测</translation>
        </message>
        <message>
            <source>Predicted</source>
            <translation>预测</translation>
        </message>
        <message>
            <source>Measured %1</source>
            <translation>实测 %1</translation>
        </message>
        <message>
            <source>Predicted %1</source>
            <translation>预测 %1</translation>
        </message>
        <message>
            <source>± %1</source>
            <translation>± %1</translation>
        </message>
    </context>
    <context>
        <name>psa::ui::CandidateTableModel</name>
        <message>
            <source>Does not fit: needs %1 per device, but only %2 of %3 are usable (%4 headroom kept free).</source>
            <translation>放不下：每设备需要 %1，但 %3 中只有 %2 可用（预留 %4 余量）。</translation>
        </message>
        <message>
            <source>#</source>
            <translation>#</translation>
        </message>
        <message>
            <source>Strategy</source>
            <translation>策略</translation>
        </message>
        <message>
            <source>Precision</source>
            <translation>精度</translation>
        </message>
        <message>
            <source>DP</source>
            <translation>DP</translation>
        </message>
        <message>
            <source>TP</source>
            <translation>TP</translation>
        </message>
        <message>
            <source>PP</source>
            <translation>PP</translation>
        </message>
        <message>
            <source>CP</source>
            <translation>CP</translation>
        </message>
        <message>
            <source>EP</source>
            <translation>EP</translation>
        </message>
        <message>
            <source>VPP</source>
            <translation>VPP</translation>
        </message>
        <message>
            <source>MBS</source>
            <translation>MBS</translation>
        </message>
        <message>
            <source>ZeRO</source>
            <translation>ZeRO</translation>
        </message>
        <message>
            <source>Recompute</source>
            <translation>重计算</translation>
        </message>
        <message>
            <source>Schedule</source>
            <translation>调度</translation>
        </message>
        <message>
            <source>Memory (GiB)</source>
            <translation>显存（GiB）</translation>
        </message>
        <message>
            <source>Throughput</source>
            <translation>吞吐量</translation>
        </message>
        <message>
            <source>MFU</source>
            <translation>MFU</translation>
        </message>
        <message>
            <source>Bubble</source>
            <translation>气泡率</translation>
        </message>
        <message>
            <source>Exposed comm</source>
            <translation>暴露通信</translation>
        </message>
        <message>
            <source>Step time</source>
            <translation>步时间</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>得分</translation>
        </message>
        <message>
            <source>Pareto</source>
            <translation>帕累托</translation>
        </message>
        <message>
            <source>Risky: %1 per device leaves less free memory than the memory model's error (90th percentile, %2).</source>
            <translation>有风险：每设备 %1，剩余显存小于显存模型误差（第 90 百分位，%2）。</translation>
        </message>
        <message>
            <source>Memory fit</source>
            <translation>显存容纳</translation>
        </message>
    </context>
    <context>
        <name>psa::ui::CodeView</name>
        <message>
            <source>Framework:</source>
            <translation>框架：</translation>
        </message>
        <message>
            <source>&amp;Copy</source>
            <translation>复制(&amp;C)</translation>
        </message>
        <message>
            <source>Copy the launch code to the clipboard</source>
            <translation>把启动代码复制到剪贴板</translation>
        </message>
        <message>
            <source># No strategy selected.</source>
            <translation># 未选择策略。</translation>
        </message>
    </context>
    <context>
        <name>psa::ui::CommChart</name>
        <message>
            <source>%1 exposed</source>
            <translation>%1（暴露）</translation>
        </message>
        <message>
            <source>%1 hidden</source>
            <translation>%1（被重叠隐藏）</translation>
        </message>
        <message>
            <source>Time per step (s) — solid: exposed, hatched: hidden by overlap</source>
            <translation>每步时间（秒）— 实心：暴露部分，斜线：被重叠隐藏的部分</translation>
        </message>
    </context>
    <context>
        <name>psa::ui::CommTableView</name>
        <message>
            <source>Dim</source>
            <translation>维度</translation>
        </message>
        <message>
            <source>Collective</source>
            <translation>集合通信</translation>
        </message>
        <message>
            <source>Group</source>
            <translation>通信组</translation>
        </message>
        <message>
            <source>Volume / step</source>
            <translation>每步通信量</translation>
        </message>
        <message>
            <source>Calls</source>
            <translation>调用次数</translation>
        </message>
        <message>
            <source>Serial time</source>
            <translation>串行时间</translation>
        </message>
        <message>
            <source>Exposed</source>
            <translation>暴露时间</translation>
        </message>
        <message>
            <source>Crosses nodes</source>
            <translation>跨节点</translation>
        </message>
        <message>
            <source>—</source>
            <translation>—</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>是</translation>
        </message>
        <message>
            <source>no</source>
            <translation>否</translation>
        </message>
    </context>
    <context>
        <name>psa::ui::CompareBubbleChart</name>
        <message>
            <source>Micro-batches per step (m)</source>
            <translation>每步微批次数（m）</translation>
        </message>
        <message>
            <source>Bubble ÷ ideal compute</source>
            <translation>气泡 ÷ 理想计算时间</translation>
        </message>
        <message>
            <source>Pipeline bubble of the pinned strategies</source>
            <translation>已固定策略的流水线气泡</translation>
        </message>
        <message>
            <source>Each pinned strategy's bubble against the number of micro-batches for its schedule and pipeline depth; the marker is its own micro-batch count (cost model §6)</source>
            <translation>每个已固定策略的气泡率随微批次数的变化（按其调度方式和流水线深度）；标记点为它自身的微批次数（代价模型 §6）</translation>
        </message>
    </context>
    <context>
        <name>psa::ui::CompareCommChart</name>
        <message>
            <source>Exposed communication per step (s)</source>
            <translation>每步暴露的通信时间（秒）</translation>
        </message>
        <message>
            <source>Exposed communication per dimension</source>
            <translation>各维度暴露的通信时间</translation>
        </message>
        <message>
            <source>Communication time per step that is not hidden behind compute, per dimension, for each pinned strategy</source>
            <translation>每个已固定策略在各维度上每步未被计算隐藏的通信时间</translation>
        </message>
    </context>
    <context>
        <name>psa::ui::CompareView</name>
        <message>
            <source>Pin strategies from the Candidates table or the Pareto chart (Ctrl+P) to compare them here.</source>
            <translation>在“候选策略”表或帕累托图中固定策略（Ctrl+P），即可在此对比。</translation>
        </message>
        <message>
            <source>Unpin column</source>
            <translation>取消固定此列</translation>
        </message>
        <message>
            <source>Clear all</source>
            <translation>全部清除</translation>
        </message>
        <message>
            <source>Memory per device</source>
            <translation>每设备显存</translation>
        </message>
        <message>
            <source>Activations</source>
            <translation>激活值</translation>
        </message>
        <message>
            <source>Throughput</source>
            <translation>吞吐量</translation>
        </message>
        <message>
            <source>MFU</source>
            <translation>MFU</translation>
        </message>
        <message>
            <source>Step time</source>
            <translation>步时间</translation>
        </message>
        <message>
            <source>Bubble</source>
            <translation>气泡率</translation>
        </message>
        <message>
            <source>Exposed communication</source>
            <translation>暴露通信时间</translation>
        </message>
        <message>
            <source>invalid</source>
            <translation>无效</translation>
        </message>
        <message>
            <source>Memory</source>
            <translation>显存</translation>
        </message>
        <message>
            <source>Communication</source>
            <translation>通信</translation>
        </message>
        <message>
            <source>Pipeline bubble</source>
            <translation>流水线气泡率</translation>
        </message>
        <message>
            <source>Why the current strategy runs out of memory, the single changes that fit (fastest first) and the best layouts of the search — the same report as psa diagnose</source>
            <translation>当前策略显存不足的原因、可放下的单项修改（按速度排序）以及搜索得到的最佳布局——与 psa diagnose 的报告相同</translation>
        </message>
        <message>
            <source>Diagnosis</source>
            <translation>诊断</translation>
        </message>
        <message>
            <source>The whole comparison — memory by component, communication per dimension, schedules, launch code of the winner, the search's best layout — the same report as psa compare</source>
            <translation>完整对比 —— 按组成划分的显存、各维度通信、调度、胜出策略的启动代码、搜索得到的最佳布局 —— 与 psa compare 的报告相同</translation>
        </message>
        <message>
            <source>Report</source>
            <translation>报告</translation>
        </message>
        <message>
            <source>Headroom (free memory)</source>
            <translation>余量（空闲显存）</translation>
        </message>
        <message>
            <source>Memory class</source>
            <translation>显存分级</translation>
        </message>
        <message>
            <source>vs the search's best</source>
            <translation>相对搜索最优</translation>
        </message>
        <message>
            <source>—</source>
            <translation>—</translation>
        </message>
        <message>
            <source>Throughput against the best layout the search finds under the same constraints: %1</source>
            <translation>相对于相同约束下搜索得到的最佳布局的吞吐量：%1</translation>
        </message>
    </context>
    <context>
        <name>psa::ui::ConstraintsForm</name>
        <message>
            <source>any</source>
            <translation>不限</translation>
        </message>
        <message>
            <source>Memory headroom:</source>
            <translation>显存预留余量：</translation>
        </message>
        <message>
            <source>Fraction of device memory kept free</source>
            <translation>保留不用的显存比例</translation>
        </message>
        <message>
            <source>Allow context parallelism</source>
            <translation>允许上下文并行</translation>
        </message>
        <message>
            <source>Allow optimizer CPU offload</source>
            <translation>允许把优化器卸载到 CPU</translation>
        </message>
        <message>
            <source>Allowed pipeline schedules</source>
            <translation>允许的流水线调度</translation>
        </message>
        <message>
            <source>Score weights</source>
            <translation>得分权重</translation>
        </message>
        <message>
            <source>Throughput:</source>
            <translation>吞吐量：</translation>
        </message>
        <message>
            <source>Free memory:</source>
            <translation>空闲显存：</translation>
        </message>
        <message>
            <source>Low comm:</source>
            <translation>低通信开销：</translation>
        </message>
        <message>
            <source>Low bubble:</source>
            <translation>低气泡率：</translation>
        </message>
        <message>
            <source>Parallel degrees</source>
            <translation>并行度</translation>
        </message>
        <message>
            <source>DP:</source>
            <translation>DP：</translation>
        </message>
        <message>
            <source>TP:</source>
            <translation>TP：</translation>
        </message>
        <message>
            <source>PP:</source>
            <translation>PP：</translation>
        </message>
        <message>
            <source>CP:</source>
            <translation>CP：</translation>
        </message>
        <message>
            <source>EP:</source>
            <translation>EP：</translation>
        </message>
        <message>
            <source>Virtual stages:</source>
            <translation>虚拟阶段：</translation>
        </message>
        <message>
            <source>Micro-batch:</source>
            <translation>微批次：</translation>
        </message>
        <message>
            <source>ZeRO stage:</source>
            <translation>ZeRO 阶段：</translation>
        </message>
        <message>
            <source>data-parallel degree</source>
            <translation>数据并行度</translation>
        </message>
        <message>
            <source>tensor-parallel degree</source>
            <translation>张量并行度</translation>
        </message>
        <message>
            <source>pipeline stages</source>
            <translation>流水线阶段数</translation>
        </message>
        <message>
            <source>context-parallel degree</source>
            <translation>上下文并行度</translation>
        </message>
        <message>
            <source>expert-parallel degree</source>
            <translation>专家并行度</translation>
        </message>
        <message>
            <source>virtual pipeline stages per device (interleaved schedule)</source>
            <translation>每设备的虚拟流水线阶段数（交错式调度）</translation>
        </message>
        <message>
            <source>micro-batch size in sequences</source>
            <translation>微批次大小（序列数）</translation>
        </message>
        <message>
            <source>ZeRO / FSDP stage (0–3)</source>
            <translation>ZeRO / FSDP 阶段（0–3）</translation>
        </message>
        <message>
            <source>Fix or bound the %1: N, MIN..MAX, or a list A,B,C. Empty = any value the rules allow.</source>
            <translation>固定或限定%1：N、MIN..MAX 或列表 A,B,C。留空 = 规则允许的任意值。</translation>
        </message>
        <message>
            <source>Allowed activation recomputation</source>
            <translation>允许的激活重计算方式</translation>
        </message>
        <message>
            <source>None</source>
            <translation>无</translation>
        </message>
        <message>
            <source>Selective</source>
            <translation>选择性</translation>
        </message>
        <message>
            <source>Full</source>
            <translation>完全</translation>
        </message>
        <message>
            <source>Recomputation modes the search may pick; none checked is treated as all</source>
            <translation>搜索可选用的重计算方式；全不勾选视为全部允许</translation>
        </message>
    </context>
    <context>
        <name>psa::ui::HardwareForm</name>
        <message>
            <source>&amp;Device:</source>
            <translation>设备(&amp;D)：</translation>
        </message>
        <message>
            <source>Devices:</source>
            <translation>设备数：</translation>
        </message>
        <message>
            <source>device default</source>
            <translation>设备默认值</translation>
        </message>
        <message>
            <source>Devices per node:</source>
            <translation>每节点设备数：</translation>
        </message>
        <message>
            <source> GiB</source>
            <translation> GiB</translation>
        </message>
        <message>
            <source> TFLOP/s</source>
            <translation> TFLOP/s</translation>
        </message>
        <message>
            <source> GB/s</source>
            <translation> GB/s</translation>
        </message>
        <message>
            <source>Memory:</source>
            <translation>显存：</translation>
        </message>
        <message>
            <source>Usable device memory (override)</source>
            <translation>可用显存（覆盖目录值）</translation>
        </message>
        <message>
            <source>BF16 peak:</source>
            <translation>BF16 峰值算力：</translation>
        </message>
        <message>
            <source>Dense BF16 peak (override)</source>
            <translation>稠密 BF16 峰值算力（覆盖目录值）</translation>
        </message>
        <message>
            <source>Scale-up link:</source>
            <translation>节点内互联带宽：</translation>
        </message>
        <message>
            <source>Per device, one direction (NVLink/HCCS…)</source>
            <translation>每设备、单向（NVLink/HCCS…）</translation>
        </message>
        <message>
            <source>Scale-out NIC:</source>
            <translation>节点间网卡带宽：</translation>
        </message>
        <message>
            <source>Per device, one direction</source>
            <translation>每设备、单向</translation>
        </message>
        <message>
            <source>%1 · %2 GiB · %3 TB/s HBM · BF16 %4 TFLOP/s · FP8 %5 · %6 per node, scale-up domain %7</source>
            <translation>%1 · %2 GiB · HBM %3 TB/s · BF16 %4 TFLOP/s · FP8 %5 · 每节点 %6 个，超节点域 %7</translation>
        </message>
        <message>
            <source>none</source>
            <translation>无</translation>
        </message>
        <message>
            <source>Uncertainty flags from the device catalog: figures that are estimated or disputed</source>
            <translation>设备目录中的不确定性标记：估计值或存在争议的数据</translation>
        </message>
        <message>
            <source>Device counts with a valid layout for this model and batch (whole nodes, or a power of two within one). Arrow keys step to the next valid count, Page Up/Down double or halve.</source>
            <translation>对此模型和批大小有有效布局的设备数（整节点，或单节点内的 2 的幂）。方向键跳到相邻的有效设备数，Page Up/Down 翻倍或减半。</translation>
        </message>
        <message>
            <source> W</source>
            <translation> W</translation>
        </message>
        <message>
            <source>none (TDP)</source>
            <translation>无（TDP）</translation>
        </message>
        <message>
            <source>Power cap:</source>
            <translation>功耗上限：</translation>
        </message>
        <message>
            <source>Measured achievable matmul rate: BF16 %1 TFLOP/s (%2 % of peak)</source>
            <translation>实测可达矩阵乘算力：BF16 %1 TFLOP/s（峰值的 %2 %）</translation>
        </message>
        <message>
            <source>FlashAttention-2 (PyTorch SDPA's default kernel): %1 TFLOP/s forward + backward</source>
            <translation>FlashAttention-2（PyTorch SDPA 的默认内核）：前向 + 反向 %1 TFLOP/s</translation>
        </message>
        <message>
            <source>Board power limit per device (nvidia-smi -pl). Below the TDP the device sustains a lower clock, (cap / TDP)^e of it, and compute slows accordingly; energy to train uses the cap.</source>
            <translation>每个设备的板卡功耗上限（nvidia-smi -pl）。低于 TDP 时设备只能维持更低的时钟频率，为满频的 (上限 / TDP)^e，计算随之变慢；训练能耗按该上限计算。</translation>
        </message>
        <message>
            <source>This device has no published TDP: a cap does not change its speed.</source>
            <translation>该设备没有公开的 TDP：功耗上限不改变其速度。</translation>
        </message>
        <message>
            <source>For this device (TDP %1 W) e = %2, read off the vendor's lower-power parts of the same die.</source>
            <translation>该设备（TDP %1 W）的 e = %2，取自厂商同一芯片的低功耗型号。</translation>
        </message>
        <message>
            <source>For this device (TDP %1 W) e = %2: its own curve is not published, the textbook f³ law applies.</source>
            <translation>该设备（TDP %1 W）的 e = %2：其自身曲线未公开，按教科书中的 f³ 定律计算。</translation>
        </message>
        <message>
            <source>For this device (TDP %1 W) e = %2: its own curve is not published, the calibration profile's power_cap_clock_exponent applies.</source>
            <translation>该设备（TDP %1 W）的 e = %2：其自身曲线未公开，采用校准配置文件中的 power_cap_clock_exponent。</translation>
        </message>
    </context>
    <context>
        <name>psa::ui::MainWindow</name>
        <message>
            <source>Analysis failed: %1</source>
            <translation>分析失败：%1</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>模型</translation>
        </message>
        <message>
            <source>Hardware</source>
            <translation>硬件</translation>
        </message>
        <message>
            <source>Training</source>
            <translation>训练</translation>
        </message>
        <message>
            <source>Constraints</source>
            <translation>约束</translation>
        </message>
        <message>
            <source>Query</source>
            <translation>查询</translation>
        </message>
        <message>
            <source>Describe the run, e.g. “Mixtral 8x7B on 32 H100, seq_len 4096” and press Enter</source>
            <translation>描述训练任务，例如“Mixtral 8x7B on 32 H100, seq_len 4096”，然后按回车</translation>
        </message>
        <message>
            <source>  Query: </source>
            <translation>  查询：</translation>
        </message>
        <message>
            <source>Overview</source>
            <translation>概览</translation>
        </message>
        <message>
            <source>Filter, e.g. “tp=8 1f1b fp8”</source>
            <translation>筛选，例如“tp=8 1f1b fp8”</translation>
        </message>
        <message>
            <source>Fits only</source>
            <translation>仅显示可容纳的</translation>
        </message>
        <message>
            <source>Pin selected</source>
            <translation>固定所选</translation>
        </message>
        <message>
            <source>Add the selected strategy to the comparison (Ctrl+P)</source>
            <translation>把所选策略加入对比（Ctrl+P）</translation>
        </message>
        <message>
            <source>Candidates</source>
            <translation>候选策略</translation>
        </message>
        <message>
            <source>Each point is one valid strategy. Click to select it; Ctrl+P pins the selection.</source>
            <translation>每个点是一个有效策略。单击选中；Ctrl+P 固定所选策略。</translation>
        </message>
        <message>
            <source>Pareto</source>
            <translation>帕累托</translation>
        </message>
        <message>
            <source>Memory</source>
            <translation>显存</translation>
        </message>
        <message>
            <source>Pipeline</source>
            <translation>流水线</translation>
        </message>
        <message>
            <source>Communication</source>
            <translation>通信</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>启动代码</translation>
        </message>
        <message>
            <source>Compare</source>
            <translation>对比</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>文件(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;New</source>
            <translation>新建(&amp;N)</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>打开(&amp;O)…</translation>
        </message>
        <message>
            <source>Open &amp;Recent</source>
            <translation>最近打开(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>保存(&amp;S)</translation>
        </message>
        <message>
            <source>Save &amp;As…</source>
            <translation>另存为(&amp;A)…</translation>
        </message>
        <message>
            <source>&amp;Import Hugging Face config.json…</source>
            <translation>导入 Hugging Face config.json(&amp;I)…</translation>
        </message>
        <message>
            <source>Ctrl+I</source>
            <translation>Ctrl+I</translation>
        </message>
        <message>
            <source>&amp;Export Report…</source>
            <translation>导出报告(&amp;E)…</translation>
        </message>
        <message>
            <source>Ctrl+E</source>
            <translation>Ctrl+E</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>退出(&amp;Q)</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>编辑(&amp;E)</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>撤销(&amp;U)</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>重做(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Query…</source>
            <translation>查询(&amp;Q)…</translation>
        </message>
        <message>
            <source>Ctrl+L</source>
            <translation>Ctrl+L</translation>
        </message>
        <message>
            <source>&amp;Analysis</source>
            <translation>分析(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Run Again</source>
            <translation>重新运行(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Pin Selected Strategy</source>
            <translation>固定所选策略(&amp;P)</translation>
        </message>
        <message>
            <source>Ctrl+P</source>
            <translation>Ctrl+P</translation>
        </message>
        <message>
            <source>&amp;Clear Pinned</source>
            <translation>清除已固定(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>视图(&amp;V)</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>语言(&amp;L)</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>帮助(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;About</source>
            <translation>关于(&amp;A)</translation>
        </message>
        <message>
            <source>About Parallel Strategy Analyzer</source>
            <translation>关于并行策略分析器</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Parallel Strategy Analyzer %1&lt;/h3&gt;&lt;p&gt;Plans DP / ZeRO / TP+SP / PP / CP / EP layouts for large-model training: memory, communication, bubble, MFU and throughput, every figure traced to the cost model.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;并行策略分析器 %1&lt;/h3&gt;&lt;p&gt;为大模型训练规划 DP / ZeRO / TP+SP / PP / CP / EP 并行布局：显存、通信、气泡、MFU 和吞吐量，每个数字都可追溯到代价模型。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>语言</translation>
        </message>
        <message>
            <source>The interface language will change to %1 the next time Parallel Strategy Analyzer starts.</source>
            <translation>界面语言将在下次启动并行策略分析器时切换为“%1”。</translation>
        </message>
        <message>
            <source>System Default</source>
            <translation>跟随系统</translation>
        </message>
        <message>
            <source>at least one score weight must be positive</source>
            <translation>至少要有一个得分权重为正数</translation>
        </message>
        <message>
            <source>Input is invalid — showing the last good result. %1</source>
            <translation>输入无效 — 显示的是上一次有效的结果。%1</translation>
        </message>
        <message>
            <source>Updating…</source>
            <translation>正在更新…</translation>
        </message>
        <message>
            <source>%1 candidates (%2 fit) in %3 ms</source>
            <translation>%1 个候选策略（%2 个可容纳），用时 %3 毫秒</translation>
        </message>
        <message>
            <source>Communication per step — %1</source>
            <translation>每步通信 — %1</translation>
        </message>
        <message>
            <source>Recommended</source>
            <translation>推荐策略</translation>
        </message>
        <message>
            <source>Alternative %1</source>
            <translation>备选 %1</translation>
        </message>
        <message>
            <source>Selected #%1</source>
            <translation>已选 #%1</translation>
        </message>
        <message>
            <source>Pinned %1</source>
            <translation>已固定 %1</translation>
        </message>
        <message>
            <source>Pinned %1 (%2 pinned)</source>
            <translation>已固定 %1（共 %2 个）</translation>
        </message>
        <message>
            <source>Untitled</source>
            <translation>未命名</translation>
        </message>
        <message>
            <source>%1[*] — Parallel Strategy Analyzer</source>
            <translation>%1[*] — 并行策略分析器</translation>
        </message>
        <message>
            <source>Unsaved changes</source>
            <translation>未保存的更改</translation>
        </message>
        <message>
            <source>The scenario has unsaved changes. Save them first?</source>
            <translation>场景有未保存的更改。要先保存吗？</translation>
        </message>
        <message>
            <source>Open Scenario</source>
            <translation>打开场景</translation>
        </message>
        <message>
            <source>Scenarios (*.psa.json);;JSON files (*.json);;All files (*)</source>
            <translation>场景文件 (*.psa.json);;JSON 文件 (*.json);;所有文件 (*)</translation>
        </message>
        <message>
            <source>Cannot open scenario</source>
            <translation>无法打开场景</translation>
        </message>
        <message>
            <source>%1

%2</source>
            <translation>%1

%2</translation>
        </message>
        <message>
            <source>Save Scenario</source>
            <translation>保存场景</translation>
        </message>
        <message>
            <source>Scenarios (*.psa.json)</source>
            <translation>场景文件 (*.psa.json)</translation>
        </message>
        <message>
            <source>Cannot save scenario</source>
            <translation>无法保存场景</translation>
        </message>
        <message>
            <source>Saved %1</source>
            <translation>已保存 %1</translation>
        </message>
        <message>
            <source>Import Hugging Face config.json</source>
            <translation>导入 Hugging Face config.json</translation>
        </message>
        <message>
            <source>config.json (*.json);;All files (*)</source>
            <translation>config.json (*.json);;所有文件 (*)</translation>
        </message>
        <message>
            <source>Import failed</source>
            <translation>导入失败</translation>
        </message>
        <message>
            <source>%1 could not be imported:

%2</source>
            <translation>无法导入 %1：

%2</translation>
        </message>
        <message>
            <source>Imported %1</source>
            <translation>已导入 %1</translation>
        </message>
        <message>
            <source>Export Report</source>
            <translation>导出报告</translation>
        </message>
        <message>
            <source>Markdown (*.md);;Text (*.txt);;JSON (*.json)</source>
            <translation>Markdown (*.md);;文本 (*.txt);;JSON (*.json)</translation>
        </message>
        <message>
            <source>Cannot export</source>
            <translation>无法导出</translation>
        </message>
        <message>
            <source>Understood: %1</source>
            <translation>已识别：%1</translation>
        </message>
        <message>
            <source> — not used: %1</source>
            <translation> — 未使用：%1</translation>
        </message>
        <message>
            <source>Export &amp;PDF…</source>
            <translation>导出 PDF(&amp;P)…</translation>
        </message>
        <message>
            <source>Ctrl+Shift+E</source>
            <translation>Ctrl+Shift+E</translation>
        </message>
        <message>
            <source>Export Candidates &amp;CSV…</source>
            <translation>导出候选策略 CSV(&amp;C)…</translation>
        </message>
        <message>
            <source>Export C&amp;hart…</source>
            <translation>导出图表(&amp;H)…</translation>
        </message>
        <message>
            <source>Export Chart as PNG/SVG…</source>
            <translation>将图表导出为 PNG/SVG…</translation>
        </message>
        <message>
            <source>%1: there is no analysis to export yet</source>
            <translation>%1：还没有可导出的分析结果</translation>
        </message>
        <message>
            <source>Export PDF</source>
            <translation>导出 PDF</translation>
        </message>
        <message>
            <source>PDF documents (*.pdf)</source>
            <translation>PDF 文档 (*.pdf)</translation>
        </message>
        <message>
            <source>Cannot export PDF</source>
            <translation>无法导出 PDF</translation>
        </message>
        <message>
            <source>Wrote %1</source>
            <translation>已写入 %1</translation>
        </message>
        <message>
            <source>Export Candidates</source>
            <translation>导出候选策略</translation>
        </message>
        <message>
            <source>CSV files (*.csv)</source>
            <translation>CSV 文件 (*.csv)</translation>
        </message>
        <message>
            <source>Cannot export candidates</source>
            <translation>无法导出候选策略</translation>
        </message>
        <message>
            <source>Export Chart</source>
            <translation>导出图表</translation>
        </message>
        <message>
            <source>PNG image (*.png);;SVG drawing (*.svg)</source>
            <translation>PNG 图像 (*.png);;SVG 矢量图 (*.svg)</translation>
        </message>
        <message>
            <source>Cannot export chart</source>
            <translation>无法导出图表</translation>
        </message>
        <message>
            <source>&amp;Settings</source>
            <translation>设置(&amp;S)</translation>
        </message>
        <message>
            <source>&amp;Calibration Profile…</source>
            <translation>校准配置(&amp;C)…</translation>
        </message>
        <message>
            <source>an untitled scenario</source>
            <translation>未命名场景</translation>
        </message>
        <message>
            <source>Recover unsaved changes?</source>
            <translation>恢复未保存的更改？</translation>
        </message>
        <message>
            <source>Parallel Strategy Analyzer did not close normally. Unsaved changes to %1 were autosaved at %2.

Recover them? (No deletes the autosave.)</source>
            <translation>并行策略分析器上次未正常关闭。%1 的未保存更改已于 %2 自动保存。

是否恢复？（选择“否”将删除自动保存。）</translation>
        </message>
        <message>
            <source>Cannot recover</source>
            <translation>无法恢复</translation>
        </message>
        <message>
            <source>The autosave %1 could not be read and was left in place.

%2</source>
            <translation>无法读取自动保存文件 %1，已保留原文件。

%2</translation>
        </message>
        <message>
            <source>Recovered unsaved changes from %1</source>
            <translation>已恢复 %1 的未保存更改</translation>
        </message>
        <message>
            <source>&amp;User Guide</source>
            <translation>用户指南(&amp;U)</translation>
        </message>
        <message>
            <source>Scenario: %1</source>
            <translation>场景：%1</translation>
        </message>
        <message>
            <source>Edit scenario</source>
            <translation>编辑场景</translation>
        </message>
        <message>
            <source>Query: could not tell the model from “%1” — name one, e.g. “Llama-2 70B on 64 H100”. The scenario is unchanged.</source>
            <translation>查询：无法从“%1”中识别模型——请写出模型名，例如“Llama-2 70B on 64 H100”。场景保持不变。</translation>
        </message>
        <message>
            <source>Query “%1”</source>
            <translation>查询“%1”</translation>
        </message>
        <message>
            <source>Scaling</source>
            <translation>扩展</translation>
        </message>
        <message>
            <source>Loaded %1 devices from the scaling sweep (Ctrl+Z undoes it)</source>
            <translation>已从扩展扫描载入 %1 个设备（Ctrl+Z 撤销）</translation>
        </message>
        <message>
            <source>Unpinned %1: made for another model or cluster, not valid or does not fit on %2 × %3</source>
            <translation>已取消固定 %1：它们是为其他模型或集群固定的，在 %2 × %3 上无效或放不下</translation>
        </message>
        <message>
            <source>The report was not ready in time; try again.</source>
            <translation>报告未能及时生成，请重试。</translation>
        </message>
        <message>
            <source>Least memory</source>
            <translation>显存最少</translation>
        </message>
        <message>
            <source>Best so far</source>
            <translation>目前最佳</translation>
        </message>
    </context>
    <context>
        <name>psa::ui::MemoryChart</name>
        <message>
            <source>Capacity</source>
            <translation>容量</translation>
        </message>
        <message>
            <source>Memory per device (GiB)</source>
            <translation>每设备显存（GiB）</translation>
        </message>
        <message>
            <source>Usable (− headroom)</source>
            <translation>可用（− 预留余量）</translation>
        </message>
        <message>
            <source>± model error</source>
            <translation>± 模型误差</translation>
        </message>
        <message>
            <source>Other</source>
            <translation>其他</translation>
        </message>
        <message>
            <source>Updating… %1 searched; the first bar is the best layout found so far</source>
            <translation>更新中… 已搜索 %1；第一根柱是目前找到的最佳布局</translation>
        </message>
    </context>
    <context>
        <name>psa::ui::ModelForm</name>
        <message>
            <source>&amp;Preset:</source>
            <translation>预设(&amp;P)：</translation>
        </message>
        <message>
            <source>Start from a catalog model; type to filter</source>
            <translation>从目录中的模型开始；输入文字可筛选</translation>
        </message>
        <message>
            <source>auto (hidden ÷ heads)</source>
            <translation>自动（隐藏层大小 ÷ 头数）</translation>
        </message>
        <message>
            <source>Tied input/output embeddings</source>
            <translation>输入/输出嵌入共享权重</translation>
        </message>
        <message>
            <source>dense (no MoE)</source>
            <translation>稠密（无 MoE）</translation>
        </message>
        <message>
            <source>Layers:</source>
            <translation>层数：</translation>
        </message>
        <message>
            <source>Transformer layers L</source>
            <translation>Transformer 层数 L</translation>
        </message>
        <message>
            <source>Hidden size:</source>
            <translation>隐藏层大小：</translation>
        </message>
        <message>
            <source>Model width h</source>
            <translation>模型宽度 h</translation>
        </message>
        <message>
            <source>Attention heads:</source>
            <translation>注意力头数：</translation>
        </message>
        <message>
            <source>KV heads:</source>
            <translation>KV 头数：</translation>
        </message>
        <message>
            <source>Key/value heads (GQA); must divide the query heads</source>
            <translation>键/值头数（GQA）；必须能整除查询头数</translation>
        </message>
        <message>
            <source>Head dim:</source>
            <translation>头维度：</translation>
        </message>
        <message>
            <source>FFN size:</source>
            <translation>FFN 大小：</translation>
        </message>
        <message>
            <source>Dense MLP intermediate size f</source>
            <translation>稠密 MLP 中间层大小 f</translation>
        </message>
        <message>
            <source>Vocabulary:</source>
            <translation>词表大小：</translation>
        </message>
        <message>
            <source>Activation:</source>
            <translation>激活函数：</translation>
        </message>
        <message>
            <source>Routed experts:</source>
            <translation>路由专家数：</translation>
        </message>
        <message>
            <source>Mixture of experts</source>
            <translation>混合专家（MoE）</translation>
        </message>
        <message>
            <source>Top-k:</source>
            <translation>Top-k：</translation>
        </message>
        <message>
            <source>Experts per token</source>
            <translation>每个 token 激活的专家数</translation>
        </message>
        <message>
            <source>Shared experts:</source>
            <translation>共享专家数：</translation>
        </message>
        <message>
            <source>Expert FFN:</source>
            <translation>专家 FFN 大小：</translation>
        </message>
        <message>
            <source>Shared expert FFN:</source>
            <translation>共享专家 FFN 大小：</translation>
        </message>
        <message>
            <source>Leading dense layers:</source>
            <translation>前置稠密层数：</translation>
        </message>
        <message>
            <source>Multi-head latent attention (MLA)</source>
            <translation>多头潜在注意力（MLA）</translation>
        </message>
        <message>
            <source>KV LoRA rank:</source>
            <translation>KV LoRA 秩：</translation>
        </message>
        <message>
            <source>Q LoRA rank:</source>
            <translation>Q LoRA 秩：</translation>
        </message>
        <message>
            <source>QK nope dim:</source>
            <translation>QK 非 RoPE 维度：</translation>
        </message>
        <message>
            <source>QK rope dim:</source>
            <translation>QK RoPE 维度：</translation>
        </message>
        <message>
            <source>V head dim:</source>
            <translation>V 头维度：</translation>
        </message>
        <message>
            <source>Import Hugging Face config.json…</source>
            <translation>导入 Hugging Face config.json…</translation>
        </message>
        <message>
            <source>%1 (custom)</source>
            <translation>%1（自定义）</translation>
        </message>
        <message>
            <source>approximation: %1</source>
            <translation>近似：%1</translation>
        </message>
        <message>
            <source>uncertain: %1</source>
            <translation>不确定：%1</translation>
        </message>
    </context>
    <context>
        <name>psa::ui::NoLayoutPanel</name>
        <message>
            <source>%1 — %2 layouts</source>
            <translation>%1 — %2 种布局</translation>
        </message>
        <message>
            <source>&lt;b&gt;No valid layout on %1 devices.&lt;/b&gt; Every way of splitting them breaks a rule:</source>
            <translation>&lt;b&gt;%1 个设备上没有有效布局。&lt;/b&gt;每种切分方式都违反一条规则：</translation>
        </message>
        <message>
            <source>No valid device count nearby: check the model and the batch.</source>
            <translation>附近没有有效的设备数：请检查模型和批大小。</translation>
        </message>
        <message>
            <source>Nearest device counts with a valid layout:</source>
            <translation>最近的有有效布局的设备数：</translation>
        </message>
        <message>
            <source>%1 devices</source>
            <translation>%1 个设备</translation>
        </message>
        <message>
            <source>Plan for %1 devices</source>
            <translation>按 %1 个设备规划</translation>
        </message>
    </context>
    <context>
        <name>psa::ui::OverviewView</name>
        <message>
            <source>Waiting for the first analysis…</source>
            <translation>正在等待首次分析…</translation>
        </message>
        <message>
            <source>Recommended strategy</source>
            <translation>推荐策略</translation>
        </message>
        <message>
            <source>Memory per device</source>
            <translation>每设备显存</translation>
        </message>
        <message>
            <source>Throughput</source>
            <translation>吞吐量</translation>
        </message>
        <message>
            <source>MFU</source>
            <translation>MFU</translation>
        </message>
        <message>
            <source>Pipeline bubble</source>
            <translation>流水线气泡率</translation>
        </message>
        <message>
            <source>Exposed communication</source>
            <translation>暴露通信时间</translation>
        </message>
        <message>
            <source>Step time</source>
            <translation>步时间</translation>
        </message>
        <message>
            <source>Baseline (one device, no parallelism)</source>
            <translation>基线（单设备，无并行）</translation>
        </message>
        <message>
            <source>Bottleneck</source>
            <translation>瓶颈</translation>
        </message>
        <message>
            <source>&lt;b&gt;%1&lt;/b&gt; on %2 × %3 · sequence %4 · global batch %5 — %6 layouts, %7 valid, %8 fit</source>
            <translation>&lt;b&gt;%1&lt;/b&gt;，%2 × %3 · 序列长度 %4 · 全局批大小 %5 — 共 %6 种布局，%7 种有效，%8 种可容纳</translation>
        </message>
        <message>
            <source>%1 params</source>
            <translation>%1 参数</translation>
        </message>
        <message>
            <source>%1 active · %2 FLOPs/token · needs %3 on one device</source>
            <translation>%1 激活参数 · 每 token %2 FLOPs · 单设备需要 %3</translation>
        </message>
        <message>
            <source>Activations</source>
            <translation>激活值</translation>
        </message>
        <message>
            <source>Model states</source>
            <translation>模型状态</translation>
        </message>
        <message>
            <source>model states %1 · activations %2 per sequence</source>
            <translation>模型状态 %1 · 每条序列激活值 %2</translation>
        </message>
        <message>
            <source>Nothing fits</source>
            <translation>没有可容纳的策略</translation>
        </message>
        <message>
            <source>%1 · score %2 · %3 micro-batches</source>
            <translation>%1 · 得分 %2 · %3 个微批次</translation>
        </message>
        <message>
            <source>%1 / %2</source>
            <translation>%1 / %2</translation>
        </message>
        <message>
            <source>%1 per device</source>
            <translation>每设备 %1</translation>
        </message>
        <message>
            <source>%1 TFLOP/s per device</source>
            <translation>每设备 %1 TFLOP/s</translation>
        </message>
        <message>
            <source>%1 per step, %2</source>
            <translation>每步 %1，%2</translation>
        </message>
        <message>
            <source>no pipeline</source>
            <translation>无流水线</translation>
        </message>
        <message>
            <source>%1 of the step</source>
            <translation>占步时间的 %1</translation>
        </message>
        <message>
            <source>compute %1 · optimizer %2</source>
            <translation>计算 %1 · 优化器 %2</translation>
        </message>
        <message>
            <source>device figure uncertain: %1</source>
            <translation>设备数据不确定：%1</translation>
        </message>
        <message>
            <source>&lt;b&gt;Notes&lt;/b&gt;&lt;br&gt;</source>
            <translation>&lt;b&gt;说明&lt;/b&gt;&lt;br&gt;</translation>
        </message>
        <message>
            <source>%1 · activations %2</source>
            <translation>%1 · 激活值 %2</translation>
        </message>
        <message>
            <source>compute %1 · optimizer on host %2</source>
            <translation>计算 %1 · 主机端优化器 %2</translation>
        </message>
        <message>
            <source>± values are the cross-validated median errors of the calibration profile “%1”: each source of its calibration runs predicted by a fit that left it out (Settings → Calibration Profile…).</source>
            <translation>± 值为校准配置“%1”的交叉验证误差中位数：其校准运行的每个来源都由不含该来源的拟合来预测（设置 → 校准配置…）。</translation>
        </message>
        <message>
            <source>No valid layout</source>
            <translation>没有有效布局</translation>
        </message>
        <message>
            <source>The device count cannot be split for this model and batch; see above.</source>
            <translation>该设备数无法按此模型和批大小切分；见上文。</translation>
        </message>
        <message>
            <source>Every valid layout needs more memory than a device has; add devices or allow recompute/ZeRO-3/offload.</source>
            <translation>每个有效布局所需显存都超过单设备容量；请增加设备或允许重计算/ZeRO-3/卸载。</translation>
        </message>
        <message>
            <source>%1 · least memory of all: %2</source>
            <translation>%1 · 所有布局中显存最少：%2</translation>
        </message>
        <message>
            <source>best so far (%1)</source>
            <translation>目前最佳（%1）</translation>
        </message>
        <message>
            <source>Candidates whose throughput is within the model's median error of the best are statistically tied. Among them the pick prefers memory margin, the framework's established defaults, fewer parallel dimensions and less scale-out traffic.</source>
            <translation>吞吐量与最优者相差在模型中位误差之内的候选在统计上并列。并列者中优先选择内存余量大、符合框架既定默认、并行维度更少、跨节点流量更少的方案。</translation>
        </message>
        <message>
            <source>± values are the cross-validated median errors of the calibration profile “%1” on its %2 runs, which the model predicts less well than the rest: each source of its calibration runs predicted by a fit that left it out (Settings → Calibration Profile…).</source>
            <translation>± 值为校准配置文件“%1”在其%2运行上的交叉验证误差中位数，模型对这类运行的预测不如其余运行准确：其校准运行的每个来源均由排除该来源的拟合预测（设置 → 校准配置文件…）。</translation>
        </message>
        <message>
            <source>&lt;b&gt;Tied&lt;/b&gt; within ±%1 (the model's median throughput error on %4 runs) with %2 candidates — picked because %3</source>
            <translation>与 %2 个候选在 ±%1（模型在%4运行上的吞吐量中位误差）内&lt;b&gt;并列&lt;/b&gt;——选中原因：%3</translation>
        </message>
        <message>
            <source>&lt;b&gt;Tied&lt;/b&gt; within ±%1 (the model's median throughput error) with %2 candidates — picked because %3</source>
            <translation>与 %2 个候选在 ±%1（模型的吞吐量中位误差）内&lt;b&gt;并列&lt;/b&gt;——选中原因：%3</translation>
        </message>
    </context>
    <context>
        <name>psa::ui::ParetoChart</name>
        <message>
            <source>Does not fit</source>
            <translation>放不下</translation>
        </message>
        <message>
            <source>Pareto front</source>
            <translation>帕累托前沿</translation>
        </message>
        <message>
            <source>Pinned</source>
            <translation>已固定</translation>
        </message>
        <message>
            <source>Selected</source>
            <translation>已选中</translation>
        </message>
        <message>
            <source>Usable memory</source>
            <translation>可用显存</translation>
        </message>
        <message>
            <source>Memory per device (GiB)</source>
            <translation>每设备显存（GiB）</translation>
        </message>
        <message>
            <source>Throughput (M tokens/s)</source>
            <translation>吞吐量（M token/s）</translation>
        </message>
        <message>
            <source>#%1 %2 (%3)
%4 · %5 · MFU %6%7</source>
            <translation>#%1 %2（%3）
%4 · %5 · MFU %6%7</translation>
        </message>
        <message>
            <source>fit</source>
            <translation>可容纳</translation>
        </message>
        <message>
            <source>schedule</source>
            <translation>调度</translation>
        </message>
        <message>
            <source>Colour the candidates by whether they fit, or by one dimension of the strategy</source>
            <translation>按是否可容纳或按策略的某一维度为候选策略着色</translation>
        </message>
        <message>
            <source>Colour by:</source>
            <translation>着色依据：</translation>
        </message>
        <message>
            <source>no pipeline</source>
            <translation>无流水线</translation>
        </message>
        <message>
            <source>Fits (amber: risky)</source>
            <translation>可容纳（琥珀色：有风险）</translation>
        </message>
    </context>
    <context>
        <name>psa::ui::PdfReport</name>
        <message>
            <source>page %1 / %2</source>
            <translation>第 %1 页 / 共 %2 页</translation>
        </message>
        <message>
            <source>PARALLEL STRATEGY PLAN</source>
            <translation>并行策略方案</translation>
        </message>
        <message>
            <source>on %1 × %2</source>
            <translation>%1 × %2</translation>
        </message>
        <message>
            <source>Recommended layout</source>
            <translation>推荐布局</translation>
        </message>
        <message>
            <source>Memory / device</source>
            <translation>每设备显存</translation>
        </message>
        <message>
            <source>of %1 · %2 used</source>
            <translation>共 %1 · 已用 %2</translation>
        </message>
        <message>
            <source>MFU</source>
            <translation>MFU</translation>
        </message>
        <message>
            <source>%1 TFLOP/s per device</source>
            <translation>每设备 %1 TFLOP/s</translation>
        </message>
        <message>
            <source>Throughput</source>
            <translation>吞吐量</translation>
        </message>
        <message>
            <source>%1 per device · step %2</source>
            <translation>每设备 %1 · 每步 %2</translation>
        </message>
        <message>
            <source>Pipeline bubble</source>
            <translation>流水线气泡率</translation>
        </message>
        <message>
            <source>%1 layers, hidden %2, %3 heads (%4 KV), FFN %5, vocabulary %6</source>
            <translation>%1 层，隐藏维度 %2，%3 个注意力头（%4 个 KV 头），FFN %5，词表 %6</translation>
        </message>
        <message>
            <source>; MoE %1 experts, top-%2</source>
            <translation>；MoE %1 个专家，top-%2</translation>
        </message>
        <message>
            <source>Scenario</source>
            <translation>场景</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>模型</translation>
        </message>
        <message>
            <source>%1 (%2), %3 parameters</source>
            <translation>%1（%2），%3 参数</translation>
        </message>
        <message>
            <source>Architecture</source>
            <translation>架构</translation>
        </message>
        <message>
            <source>Cluster</source>
            <translation>集群</translation>
        </message>
        <message>
            <source>%1 × %2 in %3 nodes of %4</source>
            <translation>%1 × %2，%3 个节点，每节点 %4 个</translation>
        </message>
        <message>
            <source>Device</source>
            <translation>设备</translation>
        </message>
        <message>
            <source>%1 GiB, %2 TFLOP/s BF16%3, scale-up %4 GB/s, scale-out %5 GB/s per device</source>
            <translation>%1 GiB，BF16 %2 TFLOP/s%3，每设备节点内互联 %4 GB/s、节点间 %5 GB/s</translation>
        </message>
        <message>
            <source>, %1 FP8</source>
            <translation>，FP8 %1</translation>
        </message>
        <message>
            <source>Training</source>
            <translation>训练</translation>
        </message>
        <message>
            <source>sequence length %1, global batch %2 sequences, %3</source>
            <translation>序列长度 %1，全局批次 %2 条序列，%3</translation>
        </message>
        <message>
            <source>Calibration profile</source>
            <translation>校准配置</translation>
        </message>
        <message>
            <source>Device uncertainty</source>
            <translation>设备数据的不确定性</translation>
        </message>
        <message>
            <source>none (figures from the vendor's data sheet)</source>
            <translation>无（数据来自厂商规格书）</translation>
        </message>
        <message>
            <source>Model uncertainty</source>
            <translation>模型数据的不确定性</translation>
        </message>
        <message>
            <source>Generated</source>
            <translation>生成时间</translation>
        </message>
        <message>
            <source>%1 by Parallel Strategy Analyzer %2</source>
            <translation>%1，由并行策略分析器 %2 生成</translation>
        </message>
        <message>
            <source>Contents</source>
            <translation>目录</translation>
        </message>
        <message>
            <source>Memory per device: recommendation and alternatives</source>
            <translation>每设备显存：推荐策略与备选方案</translation>
        </message>
        <message>
            <source>Stacked per-device memory on the worst pipeline stage; solid line: device capacity, dashed: usable memory after the %1 headroom.</source>
            <translation>最差流水线阶段上每设备显存的堆叠图；实线：设备容量，虚线：扣除 %1 预留余量后的可用显存。</translation>
        </message>
        <message>
            <source>Communication per step — %1</source>
            <translation>每步通信 — %1</translation>
        </message>
        <message>
            <source>Serial communication time per dimension: the solid part is exposed on the critical path, the hatched part is hidden by overlap with compute.</source>
            <translation>各并行维度的串行通信时间：实心部分暴露在关键路径上，斜线部分被与计算的重叠隐藏。</translation>
        </message>
        <message>
            <source>Pipeline bubble vs micro-batches (%1 stages)</source>
            <translation>流水线气泡率与微批次数（%1 级）</translation>
        </message>
        <message>
            <source>Throughput vs memory for every valid layout</source>
            <translation>每个有效布局的吞吐量与显存</translation>
        </message>
        <message>
            <source>Each point is one valid layout (%1 evaluated); grey points do not fit. The line is the Pareto front; the highlighted point is the recommendation.</source>
            <translation>每个点代表一个有效布局（共评估 %1 个）；灰色点放不下。折线为帕累托前沿；高亮点为推荐策略。</translation>
        </message>
        <message>
            <source>Memory per device</source>
            <translation>每设备显存</translation>
        </message>
        <message>
            <source>—</source>
            <translation>—</translation>
        </message>
        <message>
            <source>%1. Assumptions and calibration</source>
            <translation>%1. 假设与校准</translation>
        </message>
        <message>
            <source>Every estimate comes from the analytical cost model calibrated against published training runs. The calibration profile “%1” was used; its median relative error on those runs is the error bar shown with every figure: throughput and MFU ± %2, memory ± %3.</source>
            <translation>所有估计都来自按公开训练运行校准的解析代价模型。本报告使用校准配置“%1”；它在这些运行上的相对误差中位数即每个数字旁的误差范围：吞吐量和 MFU ± %2，显存 ± %3。</translation>
        </message>
        <message>
            <source>constant</source>
            <translation>常量</translation>
        </message>
        <message>
            <source>value</source>
            <translation>数值</translation>
        </message>
        <message>
            <source>unit</source>
            <translation>单位</translation>
        </message>
        <message>
            <source>meaning</source>
            <translation>含义</translation>
        </message>
        <message>
            <source>source</source>
            <translation>来源</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message>
            <source>approximation: %1</source>
            <translation>近似：%1</translation>
        </message>
        <message>
            <source>Uncertainty flags: none for this device and model.</source>
            <translation>不确定性标记：此设备和模型均无。</translation>
        </message>
        <message>
            <source>Uncertainty flags of the inputs:</source>
            <translation>输入数据的不确定性标记：</translation>
        </message>
        <message>
            <source>Device figures: %1</source>
            <translation>设备数据：%1</translation>
        </message>
        <message>
            <source>PDF export needs a QApplication</source>
            <translation>导出 PDF 需要 QApplication</translation>
        </message>
        <message>
            <source>Parallel Strategy Analyzer %1 · %2</source>
            <translation>并行策略分析器 %1 · %2</translation>
        </message>
        <message>
            <source>Parallel strategy plan</source>
            <translation>并行策略方案</translation>
        </message>
        <message>
            <source>%1 — cross-validated median error: throughput ± %2, memory ± %3</source>
            <translation>%1 — 交叉验证误差中位数：吞吐量 ± %2，显存 ± %3</translation>
        </message>
        <message>
            <source>the PDF could not be produced</source>
            <translation>无法生成 PDF</translation>
        </message>
        <message>
            <source>Bubble as a share of compute for each schedule; the circle marks the recommendation (%1, %2 micro-batches).</source>
            <translation>各调度的气泡占计算的比例；圆圈标出推荐策略（%1，%2 个微批次）。</translation>
        </message>
        <message>
            <source>Sequence length %1 · global batch %2 sequences · %3 · planned for %4</source>
            <translation>序列长度 %1 · 全局批大小 %2 条序列 · %3 · 面向 %4 规划</translation>
        </message>
        <message>
            <source>Time and cost to train on %1 tokens</source>
            <translation>训练 %1 token 的时间与成本</translation>
        </message>
        <message>
            <source>Time to train</source>
            <translation>训练时间</translation>
        </message>
        <message>
            <source>Device-hours</source>
            <translation>设备小时</translation>
        </message>
        <message>
            <source>Cost</source>
            <translation>成本</translation>
        </message>
        <message>
            <source>Energy</source>
            <translation>能耗</translation>
        </message>
        <message>
            <source>Time and cost to train: not estimated — give the training tokens (the Training form, or psa --train-tokens 15T) and a price per device-hour for days, cost and energy.</source>
            <translation>训练时间与成本：未估算——给出训练 token 数（训练表单，或 psa --train-tokens 15T）和每设备小时价格，即可得到天数、成本和能耗。</translation>
        </message>
        <message>
            <source>Memory: %1. ± values are the calibration's cross-validated median errors: throughput and MFU ± %2, memory ± %3; the days and costs above carry the throughput error through.</source>
            <translation>显存：%1。± 值是校准的交叉验证中位误差：吞吐量和 MFU ± %2，显存 ± %3；上面的天数和成本带有吞吐量误差。</translation>
        </message>
        <message>
            <source>No strategy fits this cluster; section 1 says why and what would make it fit.</source>
            <translation>没有策略能放进这个集群；第 1 节说明原因以及怎样才能放下。</translation>
        </message>
        <message>
            <source>Training budget</source>
            <translation>训练预算</translation>
        </message>
        <message>
            <source>%1 tokens; %2 per device-hour; PUE %3; %4 W per device</source>
            <translation>%1 token；每设备小时 %2；PUE %3；每设备 %4 W</translation>
        </message>
        <message>
            <source>no price</source>
            <translation>无价格</translation>
        </message>
        <message>
            <source>%1. Scaling with the device count</source>
            <translation>%1. 随设备数的扩展</translation>
        </message>
        <message>
            <source>devices</source>
            <translation>设备数</translation>
        </message>
        <message>
            <source>best layout</source>
            <translation>最佳布局</translation>
        </message>
        <message>
            <source>tokens/s</source>
            <translation>token/s</translation>
        </message>
        <message>
            <source>per device</source>
            <translation>每设备</translation>
        </message>
        <message>
            <source>memory</source>
            <translation>显存</translation>
        </message>
        <message>
            <source>days</source>
            <translation>天数</translation>
        </message>
        <message>
            <source>cost</source>
            <translation>成本</translation>
        </message>
        <message>
            <source>nothing fits</source>
            <translation>都放不下</translation>
        </message>
        <message>
            <source>The best plan at each device count under the same model, batch, constraints and framework: one full search per count. The dashed line is linear scaling from the smallest count; the dotted vertical line marks this plan's %1 devices. — : no training tokens or price given.</source>
            <translation>在相同模型、批大小、约束和框架下每个设备数的最佳方案：每个设备数一次完整搜索。虚线是从最小设备数出发的线性扩展；点状竖线标出本方案的 %1 个设备。—：未给出训练 token 数或价格。</translation>
        </message>
        <message>
            <source>Throughput of the best plan (left axis) and days to train (right axis) against the device count on a log scale.</source>
            <translation>最佳方案的吞吐量（左轴）和训练天数（右轴）随设备数（对数刻度）的变化。</translation>
        </message>
        <message>
            <source>Appendix A. %1</source>
            <translation>附录 A. %1</translation>
        </message>
        <message>
            <source>The recommended layout as the framework's launch configuration. Line numbers are in the margin; ↳ continues a line too long for the page.</source>
            <translation>推荐布局对应的框架启动配置。行号在左侧；↳ 表示接续一行过长的内容。</translation>
        </message>
        <message>
            <source>%1: %2 — %3</source>
            <translation>%1：%2 — %3</translation>
        </message>
        <message>
            <source>Source column: “fitted” constants come from the calibration against published runs; § names a section and [NAME] a source of the cost model's reference (docs/reference/cost-model.md); ○ marks a prior from background or vendor knowledge that no published measurement verified — a default to replace with your own calibration (psa calibrate).</source>
            <translation>来源列：“fitted” 表示常量由已发表训练记录校准得到；§ 指成本模型参考文档（docs/reference/cost-model.md）的章节，[NAME] 指其中的参考来源；○ 表示来自背景知识或厂商资料、未经已发表测量验证的先验值——请用自己的校准（psa calibrate）替换的默认值。</translation>
        </message>
        <message>
            <source>%1 (section %2): %3</source>
            <translation>%1（第 %2 节）：%3</translation>
        </message>
        <message>
            <source>Comparison of pinned strategies</source>
            <translation>固定策略对比</translation>
        </message>
        <message>
            <source>%1. %2</source>
            <translation>%1. %2</translation>
        </message>
        <message>
            <source>Memory per device of the compared strategies</source>
            <translation>所对比策略的每设备显存</translation>
        </message>
        <message>
            <source>Bars named by the keys above (A, B, …); solid line: device capacity, dashed: usable memory after the %1 headroom — above it a strategy does not fit.</source>
            <translation>柱以上面的键（A、B、…）命名；实线：设备容量，虚线：留出 %1 余量后的可用显存 —— 超过它的策略放不下。</translation>
        </message>
        <message>
            <source>%1.%2 %3</source>
            <translation>%1.%2 %3</translation>
        </message>
        <message>
            <source>Appendix %1. %2</source>
            <translation>附录 %1. %2</translation>
        </message>
        <message>
            <source>%1 — cross-validated median error: throughput ± %2 (on its %4 runs), memory ± %3</source>
            <translation>%1 — 交叉验证误差中位数：吞吐量 ± %2（在其%4运行上），显存 ± %3</translation>
        </message>
        <message>
            <source>Every estimate comes from the analytical cost model calibrated against published training runs. The calibration profile “%1” was used; its median relative error on its %4 runs, each predicted by a fit that left its source out, is the error bar shown with every figure: throughput and MFU ± %2 (larger than on all its runs: the profile's throughput_error_p50_%5), memory ± %3.</source>
            <translation>所有估计都来自按公开训练运行校准的解析代价模型。本报告使用校准配置“%1”；它在其%4运行上的相对误差中位数（每个运行由排除其来源的拟合预测）即每个数字旁的误差范围：吞吐量和 MFU ± %2（大于在全部运行上的误差：见配置中的 throughput_error_p50_%5），显存 ± %3。</translation>
        </message>
    </context>
    <context>
        <name>psa::ui::PipelineTimeline</name>
        <message>
            <source>stage %1</source>
            <translation>第 %1 级</translation>
        </message>
        <message>
            <source>Forward (F), backward (B) and, for zero-bubble schedules, weight-gradient (W) blocks per pipeline stage, as the cost model schedules them: a backward pass takes twice a forward pass (B and W one each). Hatched blocks belong to a rank's later model chunk (interleaved chunks, ZB-V's way back, DualPipe's second direction). Gaps are the bubble (cost model §6).</source>
            <translation>每个流水线阶段的前向（F）、反向（B）以及零气泡调度中的权重梯度（W）块，按代价模型的调度排列：反向耗时为前向的两倍（B 和 W 各占一份）。斜线块属于该 rank 的后一个模型分块（交错分块、ZB-V 的回程、DualPipe 的第二方向）。空隙即气泡（代价模型 §6）。</translation>
        </message>
        <message>
            <source> · simulated with %1 stages</source>
            <translation> · 按 %1 级模拟</translation>
        </message>
        <message>
            <source> · first %1 stages drawn</source>
            <translation> · 绘出前 %1 级</translation>
        </message>
        <message>
            <source>F</source>
            <translation>F</translation>
        </message>
        <message>
            <source>B</source>
            <translation>B</translation>
        </message>
        <message>
            <source>W</source>
            <translation>W</translation>
        </message>
        <message>
            <source>%1 · %2 stages · first %3 of %4 micro-batches · bubble %5 (this excerpt: %6)</source>
            <translation>%1 · %2 个阶段 · %4 个微批次中的前 %3 个 · 气泡率 %5（本片段：%6）</translation>
        </message>
    </context>
    <context>
        <name>psa::ui::ScalingChart</name>
        <message>
            <source>Devices (log scale)</source>
            <translation>设备数（对数刻度）</translation>
        </message>
        <message>
            <source>Days to train</source>
            <translation>训练天数</translation>
        </message>
        <message>
            <source>Linear scaling from the first point</source>
            <translation>从第一个点出发的线性扩展</translation>
        </message>
        <message>
            <source>Throughput of the best plan</source>
            <translation>最佳方案的吞吐量</translation>
        </message>
        <message>
            <source>Current device count</source>
            <translation>当前设备数</translation>
        </message>
        <message>
            <source>Scaling: the best plan at each device count</source>
            <translation>扩展：每个设备数的最佳方案</translation>
        </message>
        <message>
            <source>Throughput (M tokens/s)</source>
            <translation>吞吐量（百万 token/s）</translation>
        </message>
        <message>
            <source>Throughput (k tokens/s)</source>
            <translation>吞吐量（千 token/s）</translation>
        </message>
    </context>
    <context>
        <name>psa::ui::ScalingView</name>
        <message>
            <source>Smallest device count of the sweep</source>
            <translation>扫描的最小设备数</translation>
        </message>
        <message>
            <source>Largest device count of the sweep</source>
            <translation>扫描的最大设备数</translation>
        </message>
        <message>
            <source>&amp;Compute sweep</source>
            <translation>计算扫描(&amp;C)</translation>
        </message>
        <message>
            <source>Runs one full search per device count: the powers of two between the ends and the ends, each moved to the nearest count with a valid layout</source>
            <translation>每个设备数运行一次完整搜索：两端之间的 2 的幂以及两端本身，各自移到最近的有有效布局的设备数</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
        <message>
            <source>Stops the sweep; the points computed so far stay (Esc)</source>
            <translation>停止扫描；已算出的点保留（Esc）</translation>
        </message>
        <message>
            <source>Devices from</source>
            <translation>设备数从</translation>
        </message>
        <message>
            <source>to</source>
            <translation>到</translation>
        </message>
        <message>
            <source>The best plan at each device count under the same constraints and framework. Click a point to load that device count.</source>
            <translation>相同约束和框架下每个设备数的最佳方案。点击一个点即载入该设备数。</translation>
        </message>
        <message>
            <source>Devices</source>
            <translation>设备数</translation>
        </message>
        <message>
            <source>Best layout</source>
            <translation>最佳布局</translation>
        </message>
        <message>
            <source>Throughput</source>
            <translation>吞吐量</translation>
        </message>
        <message>
            <source>Tokens/s per device</source>
            <translation>每设备 token/s</translation>
        </message>
        <message>
            <source>MFU</source>
            <translation>MFU</translation>
        </message>
        <message>
            <source>Memory / device</source>
            <translation>每设备显存</translation>
        </message>
        <message>
            <source>Days to train</source>
            <translation>训练天数</translation>
        </message>
        <message>
            <source>Cost</source>
            <translation>成本</translation>
        </message>
        <message>
            <source>Double-click a row or press Enter to load its device count</source>
            <translation>双击一行或按 Enter 载入其设备数</translation>
        </message>
        <message>
            <source>No device count between %1 and %2 has a valid layout for this model and batch.</source>
            <translation>在 %1 与 %2 之间，没有设备数能为该模型和批大小给出有效布局。</translation>
        </message>
        <message>
            <source>The sweep failed: %1</source>
            <translation>扫描失败：%1</translation>
        </message>
        <message>
            <source>Compute a sweep to see how throughput and days to train change with the device count.</source>
            <translation>计算一次扫描，查看吞吐量和训练天数如何随设备数变化。</translation>
        </message>
        <message>
            <source>The scenario changed since this sweep (other than the device count): compute it again to update it.</source>
            <translation>自本次扫描以来场景已改变（设备数以外）：请重新计算以更新。</translation>
        </message>
        <message>
            <source>Cannot sweep: %1</source>
            <translation>无法扫描：%1</translation>
        </message>
        <message>
            <source>Cannot sweep: the smallest device count (%1) is above the largest (%2).</source>
            <translation>无法扫描：最小设备数（%1）大于最大设备数（%2）。</translation>
        </message>
        <message>
            <source>Finding the valid device counts between %1 and %2…</source>
            <translation>正在查找 %1 与 %2 之间的有效设备数…</translation>
        </message>
        <message>
            <source>Searched %1 of %2 device counts (%3 devices done)…</source>
            <translation>已搜索 %2 个设备数中的 %1 个（%3 个设备已完成）…</translation>
        </message>
        <message>
            <source>Give the training tokens in the Training form for days to train.</source>
            <translation>在训练表单中给出训练 token 数即可得到训练天数。</translation>
        </message>
        <message>
            <source>Click a point to load its device count.</source>
            <translation>点击一个点即载入其设备数。</translation>
        </message>
        <message>
            <source>nothing fits</source>
            <translation>都放不下</translation>
        </message>
        <message>
            <source>The scenario's current device count</source>
            <translation>场景当前的设备数</translation>
        </message>
        <message>
            <source>Sweep cancelled before its first device count.</source>
            <translation>扫描在第一个设备数之前已取消。</translation>
        </message>
        <message>
            <source>Sweep cancelled after %1 of %2 device counts; those stay on the chart.</source>
            <translation>扫描在 %2 个设备数中的 %1 个之后取消；这些点保留在图上。</translation>
        </message>
        <message>
            <source>The best plan at %1 device counts, under the same constraints and framework.</source>
            <translation>%1 个设备数下的最佳方案，约束和框架相同。</translation>
        </message>
        <message>
            <source>Nothing fits at %1 of them.</source>
            <translation>其中 %1 个设备数下都放不下。</translation>
        </message>
    </context>
    <context>
        <name>psa::ui::TimeToTrainCard</name>
        <message>
            <source>Time, cost and energy to train</source>
            <translation>训练时间、成本与能耗</translation>
        </message>
        <message>
            <source>Days</source>
            <translation>天数</translation>
        </message>
        <message>
            <source>Training tokens ÷ the recommendation's tokens/s ÷ 86,400. The range comes from the throughput's cross-validated error: faster throughput, fewer days.</source>
            <translation>训练 token 数 ÷ 推荐策略的 token/s ÷ 86,400。范围来自吞吐量的交叉验证误差：吞吐量越高，天数越少。</translation>
        </message>
        <message>
            <source>Device-hours</source>
            <translation>设备小时</translation>
        </message>
        <message>
            <source>Days × 24 × the number of devices.</source>
            <translation>天数 × 24 × 设备数。</translation>
        </message>
        <message>
            <source>Cost</source>
            <translation>成本</translation>
        </message>
        <message>
            <source>Device-hours × the price per device-hour (Training form).</source>
            <translation>设备小时 × 每设备小时价格（训练表单）。</translation>
        </message>
        <message>
            <source>Energy</source>
            <translation>能耗</translation>
        </message>
        <message>
            <source>Devices × power per device × PUE × training time: the accelerators' draw scaled to the facility's. Host CPUs, memory and network are not counted.</source>
            <translation>设备数 × 每设备功率 × PUE × 训练时间：加速器功耗换算到整个机房。不计主机 CPU、内存和网络。</translation>
        </message>
        <message>
            <source>Give the training tokens (e.g. 15T) in the Training form to see how long the run takes, what it costs and the energy it uses.</source>
            <translation>在训练表单中给出训练 token 数（如 15T），即可看到训练需要多久、花费多少以及消耗多少能源。</translation>
        </message>
        <message>
            <source>Set training &amp;tokens…</source>
            <translation>设置训练 token 数(&amp;T)…</translation>
        </message>
        <message>
            <source>Opens the Training form at the training tokens</source>
            <translation>打开训练表单并定位到训练 token 数</translation>
        </message>
        <message>
            <source>No time to train: no layout fits, so there is no throughput to divide the %1 tokens by.</source>
            <translation>无训练时间：没有布局能放下，因此没有吞吐量可用来计算 %1 token 的训练时间。</translation>
        </message>
        <message>
            <source>give a price per device-hour in the Training form</source>
            <translation>请在训练表单中给出每设备小时价格</translation>
        </message>
        <message>
            <source>the device's power is not in the catalog: give it in the Training form</source>
            <translation>目录中没有该设备的功率：请在训练表单中给出</translation>
        </message>
    </context>
    <context>
        <name>psa::ui::TimeToTrainText</name>
        <message>
            <source>%1 GWh</source>
            <translation>%1 GWh</translation>
        </message>
        <message>
            <source>%1 MWh</source>
            <translation>%1 MWh</translation>
        </message>
        <message>
            <source>%1 days</source>
            <translation>%1 天</translation>
        </message>
        <message>
            <source>%1–%2 days within the error · %3 tokens</source>
            <translation>误差范围内 %1–%2 天 · %3 token</translation>
        </message>
        <message>
            <source>device-hours on %1 devices</source>
            <translation>%1 个设备上的设备小时</translation>
        </message>
        <message>
            <source>no price per device-hour given</source>
            <translation>未给出每设备小时价格</translation>
        </message>
        <message>
            <source>%1 W per device × PUE %2 · accelerators only</source>
            <translation>每设备 %1 W × PUE %2 · 仅计加速器</translation>
        </message>
        <message>
            <source>the device's power is not in the catalog</source>
            <translation>目录中没有该设备的功率</translation>
        </message>
        <message>
            <source>%1–%2 %3 within the error · %4 %3 per device-hour</source>
            <translation>误差范围内 %1–%2 %3 · 每设备小时 %4 %3</translation>
        </message>
    </context>
    <context>
        <name>psa::ui::TrainingForm</name>
        <message>
            <source>Sequence length on a log scale, 512 … 1M tokens</source>
            <translation>序列长度（对数刻度），512 … 1M token</translation>
        </message>
        <message>
            <source>Sequence length:</source>
            <translation>序列长度：</translation>
        </message>
        <message>
            <source>Global batch:</source>
            <translation>全局批大小：</translation>
        </message>
        <message>
            <source>Sequences per optimizer step</source>
            <translation>每个优化器步的序列数</translation>
        </message>
        <message>
            <source>Precision:</source>
            <translation>精度：</translation>
        </message>
        <message>
            <source>Framework:</source>
            <translation>框架：</translation>
        </message>
        <message>
            <source>Also try FP8 (off: FP8 only when chosen as the precision)</source>
            <translation>同时尝试 FP8（关闭：仅在精度选为 FP8 时使用）</translation>
        </message>
        <message>
            <source>Device default (Megatron-LM; MindSpeed on Ascend)</source>
            <translation>设备默认（Megatron-LM；昇腾上为 MindSpeed）</translation>
        </message>
        <message>
            <source>The framework to plan for: the search proposes only layouts it can run, and the launch code runs them</source>
            <translation>规划所用的框架：搜索只给出它能运行的布局，启动代码运行的正是这些布局</translation>
        </message>
        <message>
            <source>Time, cost and energy to train</source>
            <translation>训练时间、成本与能耗</translation>
        </message>
        <message>
            <source>e.g. 15T, 300B, 2.5e12 (empty: not asked)</source>
            <translation>如 15T、300B、2.5e12（留空：不估算）</translation>
        </message>
        <message>
            <source>Training &amp;tokens:</source>
            <translation>训练 token 数(&amp;T)：</translation>
        </message>
        <message>
            <source>Tokens to train on. With it, the Overview gives days, device-hours, cost and energy of the recommendation (with the throughput's error bar), and the Scaling tab days per device count. Accepts 15T, 300B, 800M or 2.5e12.</source>
            <translation>要训练的 token 数。给出后，概览页给出推荐策略的天数、设备小时、成本和能耗（带吞吐量误差），扩展页给出每个设备数的天数。可写 15T、300B、800M 或 2.5e12。</translation>
        </message>
        <message>
            <source>no price</source>
            <translation>无价格</translation>
        </message>
        <message>
            <source>What one device-hour costs (cloud list price or your amortised cost); 0 = no cost estimate</source>
            <translation>一个设备小时的价格（云厂商标价或自有摊销成本）；0 = 不估算成本</translation>
        </message>
        <message>
            <source>Currency code of the price (letters and digits, up to 8)</source>
            <translation>价格的货币代码（字母和数字，最多 8 个）</translation>
        </message>
        <message>
            <source>Price per device-&amp;hour:</source>
            <translation>每设备小时价格(&amp;H)：</translation>
        </message>
        <message>
            <source>Facility &amp;PUE:</source>
            <translation>机房 PUE(&amp;P)：</translation>
        </message>
        <message>
            <source>Power usage effectiveness: facility power ÷ IT power. Default %1, what hyperscale operators report (Google 1.10, Meta ~1.08, Microsoft ~1.18); the industry average is ~1.56 (Uptime Institute 2024).</source>
            <translation>电能使用效率：机房总功率 ÷ IT 设备功率。默认 %1，即超大规模运营商公布的水平（Google 1.10、Meta 约 1.08、Microsoft 约 1.18）；行业平均约 1.56（Uptime Institute 2024）。</translation>
        </message>
        <message>
            <source> W</source>
            <translation> W</translation>
        </message>
        <message>
            <source>catalog TDP</source>
            <translation>目录中的 TDP</translation>
        </message>
        <message>
            <source>Power per device:</source>
            <translation>每设备功率：</translation>
        </message>
        <message>
            <source>Board power used for the energy only (0 = the device's TDP from the catalog)</source>
            <translation>仅用于能耗的板卡功率（0 = 目录中该设备的 TDP）</translation>
        </message>
        <message>
            <source>“%1” is not a positive token count: write e.g. 15T, 300B or 2.5e12</source>
            <translation>“%1”不是正的 token 数：请写如 15T、300B 或 2.5e12</translation>
        </message>
        <message>
            <source>the currency is empty: give a code such as USD, EUR or CNY</source>
            <translation>货币为空：请给出如 USD、EUR 或 CNY 的代码</translation>
        </message>
        <message>
            <source>Framework default (MXFP8 on Blackwell)</source>
            <translation>框架默认（Blackwell 上为 MXFP8）</translation>
        </message>
        <message>
            <source>FP8 recipe:</source>
            <translation>FP8 方案：</translation>
        </message>
        <message>
            <source>How FP8 tensors are scaled when the precision is FP8: it changes the GEMM kernels, the casts around them and whether weights are gathered in FP8</source>
            <translation>精度为 FP8 时张量如何缩放：它决定 GEMM 内核、其前后的类型转换，以及权重是否以 FP8 收集</translation>
        </message>
        <message>
            <source>Framework default (where FP8 or async TP need it)</source>
            <translation>框架默认（FP8 或异步 TP 需要时开启）</translation>
        </message>
        <message>
            <source>On</source>
            <translation>开启</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>关闭</translation>
        </message>
        <message>
            <source>torch.compile:</source>
            <translation>torch.compile 编译：</translation>
        </message>
        <message>
            <source>torchtitan and DeepSpeed run PyTorch model code: without torch.compile every norm, activation and RoPE op is its own kernel and moves its tensors through HBM. Megatron-LM and MindSpeed use fused kernels either way.</source>
            <translation>torchtitan 和 DeepSpeed 运行 PyTorch 模型代码：不用 torch.compile 时，每个归一化、激活和 RoPE 算子各自是一个内核，其张量都要经过 HBM 读写。Megatron-LM 和 MindSpeed 无论如何都使用融合内核。</translation>
        </message>
        <message>
            <source>FP32</source>
            <translation>FP32</translation>
        </message>
        <message>
            <source>BF16</source>
            <translation>BF16</translation>
        </message>
        <message>
            <source>Gradient precision:</source>
            <translation>梯度精度：</translation>
        </message>
        <message>
            <source>Framework default</source>
            <translation>框架默认</translation>
        </message>
        <message>
            <source>Gradient fusion:</source>
            <translation>梯度累加融合：</translation>
        </message>
        <message>
            <source>Megatron-LM and MindSpeed: the weight-gradient GEMMs add into the FP32 main gradient. Off (--no-gradient-accumulation-fusion) adds a pass over every parameter per micro-batch. Default: on for Megatron-LM; off for MindSpeed, whose fused operator needs Ascend Transformer Boost.</source>
            <translation>Megatron-LM 与 MindSpeed：权重梯度 GEMM 直接累加进 FP32 主梯度。关闭（--no-gradient-accumulation-fusion）时每个微批次要对所有参数多做一遍访存。默认：Megatron-LM 开启；MindSpeed 关闭，因其融合算子需要 Ascend Transformer Boost。</translation>
        </message>
        <message>
            <source>Framework default (FP32; BF16 on DeepSpeed)</source>
            <translation>框架默认（FP32；DeepSpeed 为 BF16）</translation>
        </message>
        <message>
            <source>The precision gradients are accumulated and reduced in: BF16 sends half of what FP32 sends and holds half the gradient memory. FP32 is every framework's default but DeepSpeed's, which keeps a BF16 model's gradients in BF16; NVIDIA's performance recipes use BF16.</source>
            <translation>梯度累加与归约所用的精度：BF16 的通信量和梯度内存都是 FP32 的一半。除 DeepSpeed（BF16 模型的梯度保持 BF16）外，各框架默认 FP32；NVIDIA 的性能配方使用 BF16。</translation>
        </message>
    </context>
    <context>
        <name>psa::ui::UndoText</name>
        <message>
            <source>Set model to %1</source>
            <translation>将模型设为 %1</translation>
        </message>
        <message>
            <source>Set device to %1</source>
            <translation>将设备设为 %1</translation>
        </message>
        <message>
            <source>Set devices to %1</source>
            <translation>将设备数设为 %1</translation>
        </message>
        <message>
            <source>Set devices per node to %1</source>
            <translation>将每节点设备数设为 %1</translation>
        </message>
        <message>
            <source>Set sequence length to %1</source>
            <translation>将序列长度设为 %1</translation>
        </message>
        <message>
            <source>Set global batch to %1</source>
            <translation>将全局批大小设为 %1</translation>
        </message>
        <message>
            <source>Set precision to %1</source>
            <translation>将精度设为 %1</translation>
        </message>
        <message>
            <source>Set framework to %1</source>
            <translation>将框架设为 %1</translation>
        </message>
        <message>
            <source>Search FP8 too</source>
            <translation>同时搜索 FP8</translation>
        </message>
        <message>
            <source>Stop searching FP8</source>
            <translation>不再搜索 FP8</translation>
        </message>
        <message>
            <source>Edit scenario (%1)</source>
            <translation>编辑场景（%1）</translation>
        </message>
        <message>
            <source>Edit model or device figures</source>
            <translation>编辑模型或设备参数</translation>
        </message>
        <message>
            <source>Edit search settings</source>
            <translation>编辑搜索设置</translation>
        </message>
    </context>
    <context>
        <name>psa::ui::UpdateIndicator</name>
        <message>
            <source>Updating… %1 searched; the views show the previous result.</source>
            <translation>正在更新…已搜索 %1；视图显示的是上一次结果。</translation>
        </message>
        <message>
            <source>Fastest fitting layout so far: %1 (%2, %3 per device).</source>
            <translation>目前最快的可容纳布局：%1（%2，每设备 %3）。</translation>
        </message>
    </context>
    <context>
        <name>psa::ui::UserGuideDialog</name>
        <message>
            <source>User Guide — Parallel Strategy Analyzer</source>
            <translation>用户指南 — 并行策略分析器</translation>
        </message>
        <message>
            <source>The user guide is missing from this build (%1).</source>
            <translation>此版本缺少用户指南（%1）。</translation>
        </message>
    </context>
</TS>
