<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>main</name>
    <message>
        <source>Parallel Strategy Analyzer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plans parallel strategies for large-model training.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grab every view into DIR (PNG) after the first analysis, then exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ignore the saved session; start from the default scenario.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start with this query, e.g. &quot;Mixtral 8x7B on 32 H100&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User interface language: en or zh_CN (default: the saved setting, else the system locale).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A .psa.json scenario to open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The device and model catalog could not be loaded:
%1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>psa</name>
    <message>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other (logits, buffers, framework)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 M tok/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 k tok/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tok/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interleaved 1F1B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <comment>recompute</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>selective</source>
        <comment>recompute</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full</source>
        <comment>recompute</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Constants:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The best-scoring strategy that fits in device memory minus the headroom (search, seed phase 7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak memory per device on the worst pipeline stage: parameters, gradients and optimizer states (cost model §4.1), activations of the in-flight micro-batches (§4.2, §4.3) and overheads (logits, communication buffers, framework, §4.4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline bubble ÷ ideal compute time for the schedule, stage count and micro-batch count (cost model §6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Communication time left exposed after overlap with compute, summed over TP, CP, EP, DP and PP (collectives §5.1, overlap §5.2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model FLOPs utilisation: model FLOPs per step ÷ (step time × devices × dense BF16 peak) (cost model §3, §5.2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training throughput of the whole cluster: global batch × sequence length ÷ step time (§5.2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time of one optimizer step: compute + bubble + exposed communication + optimizer step (§5.2, §6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weighted score in [0, 1]: throughput, free memory, exposed communication and bubble (weights under Constraints).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the Pareto front of throughput against memory per device.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Single-device figures without any parallelism: parameters, FLOPs per token and memory (cost model §2–§4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whether model states (parameters, gradients, optimizer) or activations dominate the single-device memory (§4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens/s per device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TFLOP/s per device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per device (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ± %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ± %2 M tok/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ± %2 k tok/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ± %2 tok/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ± %2 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>risky: %1 headroom, below the memory model&apos;s %2 error (90th percentile)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fits with %1 headroom (risky below %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no recompute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full recompute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not fit: %1 over the usable %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>psa::Collective</name>
    <message>
        <source>AllGather+ReduceScatter (SP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AllReduce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ring send/recv (p2p)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AlltoAll + ETP AllGather/ReduceScatter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AlltoAll (dispatch/combine)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ReduceScatter+AllGather</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AllGather×2+ReduceScatter per micro-batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>send/recv (p2p)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ReduceScatter per micro-batch+AllGather</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AlltoAll, one copy per node (DeepEP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AlltoAll, one copy per device (DeepEP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AllGather/ReduceScatter (allgather dispatcher)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AlltoAll, one copy per device (HybridEP)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>psa::Comparison</name>
    <message>
        <source>Comparison: {} on {} × {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>strategy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} is invalid: {}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} does not fit: {:.1f} GiB per device, {:.1f} GiB over the usable {:.1f} GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; its {:+.1f} % throughput against {} is within the model&apos;s error (±{:.0f} %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; it would be {:+.1f} % against {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict: none of the strategies is valid and fits in the usable memory (capacity less {:.0f} % headroom).{}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict: {} — the only strategy that is valid and fits; it keeps {:.1f} GiB of headroom.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict: {} — {:.1f} % faster than {}, more than the model&apos;s error (±{:.0f} %); it keeps {:.1f} GiB of headroom.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict: {} — tied within the model&apos;s error (±{:.0f} %) with {} ({:.1f} % faster); it also keeps as much headroom or more ({:.1f} GiB against {:.1f} GiB).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict: {} — tied within the model&apos;s error (±{:.0f} %): {} is {:.1f} % faster, but {} keeps {:.1f} GiB of headroom against {:.1f} GiB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Risky: {} keeps less free memory than the memory model&apos;s 90th-percentile error ({:.0f} % of capacity).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planned for: {} ({}); precision {}; memory classes: does not fit above {:.0f} % of capacity (the usable memory), risky with less than {:.0f} % free (the memory model&apos;s 90th-percentile error).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2. Strategies side by side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{}: {} — invalid: {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory per device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>headroom (free memory)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MFU (of the {} peak)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens/s per device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens/s vs {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pipeline bubble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exposed communication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>days to train {:.3g}T tokens (range)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cost ({})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>energy (MWh)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vs the search&apos;s best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3. Launch code for {} ({})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3. Launch code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No launch code: none of the strategies is valid and fits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4. Memory per device by component (GiB, worst pipeline stage)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usable (capacity − headroom)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>6. Pipeline bubble and schedule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>micro-batches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bubble time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schedules {} could run with:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>7. Memory optimisations for {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None of the strategies fits: see section 4 for what fills the memory, and psa diagnose for the fixes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8. Against the best layout the search finds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vs best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>outside the constraints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The search evaluated {} valid layouts under the same constraints ({} fit); a gap within ±{:.0f} % is within the model&apos;s error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The search finds no layout that fits under the same constraints.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>psa::Diagnosis</name>
    <message>
        <source>Diagnosis: {} on {} × {}, seq {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The current strategy {} is not valid:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model says this fits ({:.0f} % used); an OOM would come from fragmentation or buffers beyond the model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixes ranked by throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing fits on {} devices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It fits from {} devices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO-0 (DDP, nothing sharded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO-1 (distributed optimizer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO-2 (optimizer and gradients sharded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO-3 / FSDP (everything sharded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>devices {} → {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recompute {} → {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>schedule {} → {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sequence parallelism {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optimizer states offloaded to the host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no optimizer offload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing: the same layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device: {} ({:.0f} GiB, {:.0f} GiB usable with the {:.0f} % headroom)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>devices: {} given; the current strategy covers {} of them, so your setup is evaluated on {} and every fix below uses all {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>devices: {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>current layout: {} (what the question does not say takes the defaults)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO stage: {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>micro-batch: {} sequence(s); activation recompute: {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>precision: {}; framework: {} ({}){}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, the device&apos;s default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sequence length {}, global batch {} sequences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>single change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>re-layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>search&apos;s best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why it runs out of memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current: {} on {} devices — {:.1f} GiB per device of {:.0f} GiB ({:.0f} GiB usable): {}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It needs {:.1f} GiB more than the usable memory ({:.1f} GiB more than the device has); the largest part is {} ({:.0f} % of the total).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On all {} devices; single changes keep your layout, re-layouts change one parallel dimension; tokens/s per device against your current setup.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>what changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vs current</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Single changes that do not fit on their own: {}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The best fix: what changes from your setup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New layout: {}. The full plan for it follows (sections 1–8).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>psa::Family</name>
    <message>
        <source>coarse MoE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fine-grained MoE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ascend</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>psa::Query</name>
    <message>
        <source> (default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model: {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>devices: {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device: {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seq_len: {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>global_batch: {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>precision: {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>framework: {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>intent: {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>strategy: {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>symptom: {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>analyze</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>diagnose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the strategy covers {} of {} devices; the fixes use all {}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>psa::Report</name>
    <message>
        <source>approximation: {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not evaluated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not fit: {:.1f} GiB over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fits with {:.0f} % headroom — risky below {:.0f} % (the memory model&apos;s 90th-percentile error)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fits with {:.0f} % headroom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n/a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scale-out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scale-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} on {} × {} ({} per node), seq {} , global batch {}, {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device figure — {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baseline (no parallelism)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{:&gt;14} total, {} active{}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (+{} MTP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{:&gt;14.4g} per token, {:.4g} per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{:&gt;14} = model states {} + activations {} (1 sequence)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bottleneck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>INVALID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(worst pipeline stage: {})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optimizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>logits/loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>comm buffers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>framework</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Communication per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>collective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exposed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compute {} + bubble {} ({:.1f} % of compute, {}) + exposed comm {} + optimizer {} = {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>micro-batches {}  MFU {}  HFU {:.1f} %  {:.0f} TFLOP/s per device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>throughput {} tokens/s ({:.0f} per device)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>profile: {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optimizer offload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device figure: {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>search bounded at {} candidates: later layouts (larger tp, pp, cp, ep) were not evaluated; narrow the constraints to search them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>activation checkpointing: recompute={}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FSDP full shard (ZeRO-3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO-1 (distributed optimizer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optimizer CPU offload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no optimizer offload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>micro-batch size 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parallel strategy plan: {} on {} × {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1. Global baseline (no parallelism)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quantity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parameters (total / active)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model FLOPs per token (training)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FLOPs per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{:.4g} (global batch {} × seq {})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model states (params + grads + Adam)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>activations (one sequence, no recompute)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>total on one device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bottleneck: {}. {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence/context parallelism and recompute matter most.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sharding the weights and optimizer (TP/PP/ZeRO) matters most.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2. Strategy summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No valid strategy for {} devices: every layout breaks a hard rule (cost-model §7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>layouts removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nearest device counts with valid layouts: {}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} valid layouts, but none fits in {:.0f} GiB with the memory headroom.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model fits from {} devices ({}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No device count up to the search limit makes it fit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory/device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bubble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Communication overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} of step time exposed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MFU estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} tokens/s ({:.0f} per device), step {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} layouts enumerated, {} valid, {} fit; {:.0f} ms on {} threads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3. DeviceMesh and launch code ({})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4. Post-sharding memory per device (pipeline stage {})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>component</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optimizer states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>logits / loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>communication buffers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>framework (context, workspace, fragmentation)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacity {:.0f} GiB; headroom left {:.1f} GiB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5. Communication per dimension (per step)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>operations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>volume GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>overlap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No collective communication: a single device per replica and no data parallelism.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>6. Pipeline bubble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No pipeline parallelism (pp = 1): no bubble.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} micro-batches over {} stages; bubble {} of compute with {}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>schedule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bubble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>7. Memory optimisations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>saves GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No further memory lever applies to this layout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8. Top alternatives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>comm overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens/s/device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rec.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile: {}. Pareto front (tokens/s vs memory): {} layouts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error bars: cross-validated median errors of profile &apos;{}&apos; (each source predicted by a fit without it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} days for {} tokens ({}–{} days within the error)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} device-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, {} {} ({}–{} within the error)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} MWh ({:.0f} W per device, PUE {:.2f}; accelerators only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not estimated: the device&apos;s power is not in the catalog (give --device-power-w)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planned for:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>micro-batches {}  MFU {} of the FP8 peak ({:.1f} % of the BF16 peak)  HFU {:.1f} % (BF16 peak)  {:.0f} TFLOP/s per device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is also the fastest, and none of the tied candidates is preferred over it (memory margin, framework defaults, fewer dimensions, scale-out traffic)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it keeps to the framework&apos;s established defaults (1F1B/interleaved, its usual ZeRO level and none above it with PP, no CP below 16K tokens, no full recompute, no offload, TP inside the scale-up domain): {} departure(s) against {} for the fastest ({})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it uses fewer parallel dimensions ({} against {} for the fastest, {})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it sends less over scale-out links ({:.1f} GiB against {:.1f} GiB per step for the fastest, {})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it has the higher score (the fastest is {})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} of the FP8 peak ({:.1f} % of the BF16 peak)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planned for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tied within ±{:.0f} % (the model&apos;s median throughput error) with {} candidates; picked because {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Option: with FP8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{:.0f} tokens/s ({:+.0f} %) with the same layout, {} — not the pick: FP8 was not asked for (--precision fp8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alternative on Ascend: MindSpeed-LLM (--emit mindspeed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>risky</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP8 recipe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (the framework&apos;s default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{:.0f} W of {:.0f} W: compute at {:.0f} % of the full clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not fit: {:.1f} GiB over the usable {:.1f} GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory figures are the device&apos;s use as nvidia-smi shows it: the allocator&apos;s peak reserved memory plus {:.1f} GiB of CUDA context and NCCL buffers outside it (torch.cuda.max_memory_reserved reads that much less; max_memory_allocated another {:.1f} GiB less, the fragmentation).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hybrid attention: {} of {} layers run {} (cost linear in the sequence length), the others softmax attention; context parallelism stays 1 for such models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it keeps more free memory than the memory model&apos;s 90th-percentile error ({:.0f} %); the fastest ({}) keeps less and is flagged risky</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torch.compile:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on (fused norms, activations and RoPE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off: one kernel per norm, activation and RoPE op (--torch-compile on fuses them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torch.compile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The recommended schedule, {}, is the fastest that fits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} would be {} faster and fits: within the model&apos;s ±{} error, a tie (the Ranking line says why the pick won); the recommendation keeps {}: {:.1f} GiB against {:.1f} GiB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} would be {} faster and fits, beyond the model&apos;s ±{} error: worth trying.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The schedule given, {}, is the fastest that fits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} would be {} faster and fits: within the model&apos;s ±{} error, a tie with the {} given: {:.1f} GiB against {:.1f} GiB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error bars: cross-validated median errors of profile &apos;{}&apos; on its {} runs (each source predicted by a fit without it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tied within ±{:.0f} % (the model&apos;s median throughput error on {} runs) with {} candidates; picked because {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its score is higher for the memory it leaves free: it uses {:.1f} GiB per device against {:.1f} GiB for the fastest ({}), which is {:.1f} % faster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its score is higher for less exposed communication: {:.1f} % of the step against {:.1f} % for the fastest ({}), which is {:.1f} % faster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its score is higher for a smaller pipeline bubble: {:.1f} % of the step against {:.1f} % for the fastest ({}), which is {:.1f} % faster</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>psa::Search</name>
    <message>
        <source>constraint: tp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>constraint: pp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>constraint: cp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>constraint: dp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>constraint: ep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>constraint: etp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>§7.3 heads / query groups / FFN not divisible by tp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>§7.5 layers not divisible by pp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>§7.4 sequence not divisible by 2·cp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>§7.6 global batch not divisible by dp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>§7.2 experts not divisible by ep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>§7.1 expert grid etp·ep·pp does not divide the devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>framework: no uneven pipeline stages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>framework: no ring context parallelism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>framework: no expert parallelism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>framework: no expert tensor parallelism</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>psa::Validity</name>
    <message>
        <source>must be positive, got {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} is beyond the supported maximum {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} KV heads exceed {} query heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} query heads are not a multiple of {} KV heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hidden {} is not divisible by {} heads; give head_dim explicitly [§7.3]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than 1,000,000 experts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device &apos;{}&apos; has no peak TFLOP/s; give --device-tflops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device memory must be positive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device &apos;{}&apos; has no FP8 support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be in 1..{}, got {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be in 0..{}, got {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO level must be 0..3, got {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} devices are not divisible by tp·pp·cp = {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dp·tp·pp·cp = {}·{}·{}·{} = {} but the cluster has {} devices [§7.1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ep = {} but &apos;{}&apos; has no experts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expert grid etp·ep·pp = {} does not divide {} devices [§7.1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} experts are not divisible by ep = {} [§7.2]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expert FFN {} is not divisible by etp = {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tensor parallelism combined with expert parallelism requires sp=on [§7.7]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} attention heads are not divisible by tp = {} [§7.3]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} KV heads neither divide nor are divisible by tp = {} [§7.3]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FFN size {} is not divisible by tp = {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tp exceeds the vocabulary size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sequence length {} is not divisible by 2·cp = {} [§7.4]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pp = {} exceeds the {} layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} layers are not divisible by pp = {} (add uneven=on for uneven first/last stages) [§7.5]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} layers per stage are not divisible by vpp = {} [§7.5]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>virtual pipeline stages need pp &gt; 1 [§7.5]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vpp = {} needs schedule=interleaved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>global batch {} is not divisible by mbs·dp = {}·{} [§7.6]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DualPipe needs an even pp, got {} [§7.8]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DualPipe needs an even number of micro-batches ≥ 2·pp; m = {} [§7.8]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZB-V needs an even number of layers per stage [§7.8]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>schedule {} needs pp &gt; 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optimizer offload is modelled with ZeRO levels 0–2 only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tp = {} spans beyond the {}-device scale-up domain [§7 soft: tp ≤ g]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ep·etp = {} exceeds the {}-device scale-up domain: all-to-all crosses the NIC [MLM-MOE Guideline 2]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only {} micro-batches for {} pipeline stages: the pipeline never reaches steady state [§7.6]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tp &gt; 1 without sequence parallelism keeps norm/dropout activations replicated [KOR22]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>context parallelism for a {}-token sequence; CP pays off from 8K [MLM-MOE, MLM-PG]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pp &gt; 2 with plain 1F1B: an interleaved schedule (vpp ≥ 2) would shrink the bubble [MLM-MOE Guideline 3]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the model gives an impossible {} ({}) with these calibration constants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} leading dense layers do not fit a model of {} layers with MoE layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} has no {} pipeline schedule (it runs: {})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} offers no ZeRO-{} (levels it offers: {})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} does not combine ZeRO-{} with pipeline parallelism (at most ZeRO-{} with pp &gt; 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} has no interleaved (virtual) pipeline stages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} runs at most {} virtual stages per rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} has no uneven first/last pipeline stages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} has no Megatron-style sequence parallelism; use sp=off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} has no ring context parallelism (it offers: {})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} has no context parallelism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} has no expert parallelism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} has no expert tensor parallelism (etp must be 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} has no FP8 training recipe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} has no optimizer CPU offload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} has no TP communication overlap; use tp_overlap=off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} has no {} FP8 recipe (it has: {})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device &apos;{}&apos; has no MX block scaling in its tensor cores (MXFP8 needs Blackwell or CDNA 4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} overlaps the MoE all-to-all only with ep &gt; 1, no full recompute, interleaved stages (vpp &gt; 1) when pp &gt; 1 and at most one MTP layer; use ep_overlap=off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} has no MoE all-to-all overlap; use ep_overlap=off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be 0 (every layer linear) or a layer interval up to {}, got {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} linear-attention value heads are not a multiple of {} key heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} linear-attention key heads are not divisible by tp = {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} linear-attention value heads are not divisible by tp = {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cp = {}: context parallelism over the {} {} layers is not modelled (Megatron-LM shards them over CP by an all-to-all head exchange from core_v0.18, torchtitan not at all; the cost model prices ring CP for softmax attention only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} runs async TP only under torch.compile; use tp_overlap=off or turn torch.compile on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} overlaps TP communication (Transformer Engine userbuffers) only over NVLink/NVSwitch between all GPUs, which {} has not; use tp_overlap=off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this run&apos;s {} release predates MoE parallel folding (Megatron-Core r0.10): ep must divide dp ({}), experts are split over the TP group (etp = tp = {}) and ep &gt; 1 does not combine with cp &gt; 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} reduces gradients in fp32 (bf16 reduction: Megatron-LM, MindSpeed, DeepSpeed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{} accumulates gradients in fp32 only with ZeRO (zero ≥ 1); use zero=1 or --grad-reduce bf16</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>psa::export</name>
    <message>
        <source>unknown picture format “%1” (use .png or .svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no chart to export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not encode the PNG image</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>psa::ui::Autosave</name>
    <message>
        <source>cannot create the autosave folder %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot lock %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>psa::ui::BubbleChart</name>
    <message>
        <source>Micro-batches per step (m)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bubble ÷ ideal compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline of %1 stages</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>psa::ui::CalibrationDialog</name>
    <message>
        <source>Calibration Profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a profile written by “psa calibrate -o FILE”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs (optional):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>measured runs in the published-runs.json format, to compare errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error of:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built-in
median</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built-in
90th pct.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loaded
median</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loaded
90th pct.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Constant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>|predicted ÷ measured − 1| over the runs of each source that publish this metric (as `psa validate` prints it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error by source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Constants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predicted against measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset to Built-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the profile shipped with the application again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the loaded profile for the analysis (re-runs it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a usable calibration profile: %2 Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a usable runs file: %2 Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no run with enough architecture and layout to evaluate. Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load Calibration Profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profiles (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load Measured Runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;%2&lt;br&gt;Error bars: throughput ± %3 (90th percentile %4), memory ± %5 (90th percentile %6) — built-in: throughput ± %7, memory ± %8.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No profile loaded; the analysis uses the built-in profile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load a runs file to compare the errors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load a profile and a runs file to compare the errors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ± %2 (90th percentile %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput by workload family: %1 — a plan of such a workload is shown and ranked with the larger of the overall and its family&apos;s error.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>psa::ui::CalibrationManager</name>
    <message>
        <source>The calibration profile %1 could not be loaded (%2); using the built-in profile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The built-in calibration profile (Settings → Calibration Profile… to change it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calibration profile from %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>psa::ui::CalibrationScatter</name>
    <message>
        <source>Built-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>y = x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>± median error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each point is one run: measured (x) against predicted (y). Hollow: the built-in profile; filled: the loaded one. Dashed: ± the loaded profile&apos;s median error around y = x.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predicted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predicted %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>± %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>psa::ui::CandidateTableModel</name>
    <message>
        <source>Does not fit: needs %1 per device, but only %2 of %3 are usable (%4 headroom kept free).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VPP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MBS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recompute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MFU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bubble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exposed comm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pareto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Risky: %1 per device leaves less free memory than the memory model&apos;s error (90th percentile, %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory fit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>psa::ui::CodeView</name>
    <message>
        <source>Framework:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the launch code to the clipboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source># No strategy selected.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>psa::ui::CommChart</name>
    <message>
        <source>%1 exposed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time per step (s) — solid: exposed, hatched: hidden by overlap</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>psa::ui::CommTableView</name>
    <message>
        <source>Dim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volume / step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serial time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exposed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crosses nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>psa::ui::CompareBubbleChart</name>
    <message>
        <source>Micro-batches per step (m)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bubble ÷ ideal compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline bubble of the pinned strategies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each pinned strategy&apos;s bubble against the number of micro-batches for its schedule and pipeline depth; the marker is its own micro-batch count (cost model §6)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>psa::ui::CompareCommChart</name>
    <message>
        <source>Exposed communication per step (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exposed communication per dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Communication time per step that is not hidden behind compute, per dimension, for each pinned strategy</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>psa::ui::CompareView</name>
    <message>
        <source>Pin strategies from the Candidates table or the Pareto chart (Ctrl+P) to compare them here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unpin column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MFU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bubble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exposed communication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Communication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why the current strategy runs out of memory, the single changes that fit (fastest first) and the best layouts of the search — the same report as psa diagnose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diagnosis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole comparison — memory by component, communication per dimension, schedules, launch code of the winner, the search&apos;s best layout — the same report as psa compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Headroom (free memory)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vs the search&apos;s best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput against the best layout the search finds under the same constraints: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>psa::ui::ConstraintsForm</name>
    <message>
        <source>any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory headroom:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fraction of device memory kept free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow context parallelism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow optimizer CPU offload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allowed pipeline schedules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free memory:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Low comm:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Low bubble:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parallel degrees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DP:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TP:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PP:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CP:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EP:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Virtual stages:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Micro-batch:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO stage:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>data-parallel degree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tensor-parallel degree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pipeline stages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>context-parallel degree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expert-parallel degree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>virtual pipeline stages per device (interleaved schedule)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>micro-batch size in sequences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO / FSDP stage (0–3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix or bound the %1: N, MIN..MAX, or a list A,B,C. Empty = any value the rules allow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allowed activation recomputation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recomputation modes the search may pick; none checked is treated as all</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>psa::ui::HardwareForm</name>
    <message>
        <source>&amp;Device:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Devices:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Devices per node:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> TFLOP/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usable device memory (override)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BF16 peak:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dense BF16 peak (override)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale-up link:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per device, one direction (NVLink/HCCS…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale-out NIC:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per device, one direction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 GiB · %3 TB/s HBM · BF16 %4 TFLOP/s · FP8 %5 · %6 per node, scale-up domain %7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uncertainty flags from the device catalog: figures that are estimated or disputed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device counts with a valid layout for this model and batch (whole nodes, or a power of two within one). Arrow keys step to the next valid count, Page Up/Down double or halve.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none (TDP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power cap:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured achievable matmul rate: BF16 %1 TFLOP/s (%2 % of peak)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FlashAttention-2 (PyTorch SDPA&apos;s default kernel): %1 TFLOP/s forward + backward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board power limit per device (nvidia-smi -pl). Below the TDP the device sustains a lower clock, (cap / TDP)^e of it, and compute slows accordingly; energy to train uses the cap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This device has no published TDP: a cap does not change its speed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For this device (TDP %1 W) e = %2, read off the vendor&apos;s lower-power parts of the same die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For this device (TDP %1 W) e = %2: its own curve is not published, the textbook f³ law applies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For this device (TDP %1 W) e = %2: its own curve is not published, the calibration profile&apos;s power_cap_clock_exponent applies.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>psa::ui::MainWindow</name>
    <message>
        <source>Analysis failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Constraints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Query</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Describe the run, e.g. “Mixtral 8x7B on 32 H100, seq_len 4096” and press Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Query: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter, e.g. “tp=8 1f1b fp8”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fits only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pin selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the selected strategy to the comparison (Ctrl+P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Candidates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each point is one valid strategy. Click to select it; Ctrl+P pins the selection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pareto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Communication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import Hugging Face config.json…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export Report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Query…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Run Again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pin Selected Strategy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear Pinned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Parallel Strategy Analyzer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Parallel Strategy Analyzer %1&lt;/h3&gt;&lt;p&gt;Plans DP / ZeRO / TP+SP / PP / CP / EP layouts for large-model training: memory, communication, bubble, MFU and throughput, every figure traced to the cost model.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The interface language will change to %1 the next time Parallel Strategy Analyzer starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System Default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at least one score weight must be positive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input is invalid — showing the last good result. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Updating…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 candidates (%2 fit) in %3 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Communication per step — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alternative %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selected #%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pinned %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pinned %1 (%2 pinned)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[*] — Parallel Strategy Analyzer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario has unsaved changes. Save them first?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenarios (*.psa.json);;JSON files (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1

%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenarios (*.psa.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import Hugging Face config.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>config.json (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be imported:

%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Markdown (*.md);;Text (*.txt);;JSON (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Understood: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — not used: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Candidates &amp;CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export C&amp;hart…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Chart as PNG/SVG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: there is no analysis to export yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Candidates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export candidates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Calibration Profile…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an untitled scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recover unsaved changes?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parallel Strategy Analyzer did not close normally. Unsaved changes to %1 were autosaved at %2.

Recover them? (No deletes the autosave.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot recover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The autosave %1 could not be read and was left in place.

%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recovered unsaved changes from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Query: could not tell the model from “%1” — name one, e.g. “Llama-2 70B on 64 H100”. The scenario is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Query “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scaling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loaded %1 devices from the scaling sweep (Ctrl+Z undoes it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unpinned %1: made for another model or cluster, not valid or does not fit on %2 × %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The report was not ready in time; try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Least memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best so far</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>psa::ui::MemoryChart</name>
    <message>
        <source>Capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per device (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usable (− headroom)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>± model error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Updating… %1 searched; the first bar is the best layout found so far</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>psa::ui::ModelForm</name>
    <message>
        <source>&amp;Preset:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start from a catalog model; type to filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>auto (hidden ÷ heads)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tied input/output embeddings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dense (no MoE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transformer layers L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model width h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention heads:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV heads:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key/value heads (GQA); must divide the query heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Head dim:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FFN size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dense MLP intermediate size f</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vocabulary:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Routed experts:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mixture of experts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top-k:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Experts per token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared experts:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert FFN:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared expert FFN:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leading dense layers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multi-head latent attention (MLA)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV LoRA rank:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Q LoRA rank:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QK nope dim:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QK rope dim:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>V head dim:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import Hugging Face config.json…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (custom)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>approximation: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uncertain: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>psa::ui::NoLayoutPanel</name>
    <message>
        <source>%1 — %2 layouts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;No valid layout on %1 devices.&lt;/b&gt; Every way of splitting them breaks a rule:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No valid device count nearby: check the model and the batch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nearest device counts with a valid layout:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan for %1 devices</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>psa::ui::OverviewView</name>
    <message>
        <source>Waiting for the first analysis…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommended strategy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MFU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exposed communication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baseline (one device, no parallelism)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bottleneck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; on %2 × %3 · sequence %4 · global batch %5 — %6 layouts, %7 valid, %8 fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 params</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 active · %2 FLOPs/token · needs %3 on one device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model states %1 · activations %2 per sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · score %2 · %3 micro-batches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 TFLOP/s per device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per step, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no pipeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of the step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compute %1 · optimizer %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device figure uncertain: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Notes&lt;/b&gt;&lt;br&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · activations %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compute %1 · optimizer on host %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>± values are the cross-validated median errors of the calibration profile “%1”: each source of its calibration runs predicted by a fit that left it out (Settings → Calibration Profile…).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No valid layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The device count cannot be split for this model and batch; see above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every valid layout needs more memory than a device has; add devices or allow recompute/ZeRO-3/offload.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · least memory of all: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best so far (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Candidates whose throughput is within the model&apos;s median error of the best are statistically tied. Among them the pick prefers memory margin, the framework&apos;s established defaults, fewer parallel dimensions and less scale-out traffic.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>± values are the cross-validated median errors of the calibration profile “%1” on its %2 runs, which the model predicts less well than the rest: each source of its calibration runs predicted by a fit that left it out (Settings → Calibration Profile…).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Tied&lt;/b&gt; within ±%1 (the model&apos;s median throughput error on %4 runs) with %2 candidates — picked because %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Tied&lt;/b&gt; within ±%1 (the model&apos;s median throughput error) with %2 candidates — picked because %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>psa::ui::ParetoChart</name>
    <message>
        <source>Does not fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pareto front</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usable memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per device (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput (M tokens/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1 %2 (%3)
%4 · %5 · MFU %6%7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>schedule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour the candidates by whether they fit, or by one dimension of the strategy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no pipeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fits (amber: risky)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>psa::ui::PdfReport</name>
    <message>
        <source>page %1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PARALLEL STRATEGY PLAN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on %1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommended layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory / device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of %1 · %2 used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MFU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 TFLOP/s per device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per device · step %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 layers, hidden %2, %3 heads (%4 KV), FFN %5, vocabulary %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; MoE %1 experts, top-%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2), %3 parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 in %3 nodes of %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GiB, %2 TFLOP/s BF16%3, scale-up %4 GB/s, scale-out %5 GB/s per device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, %1 FP8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sequence length %1, global batch %2 sequences, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calibration profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device uncertainty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none (figures from the vendor&apos;s data sheet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model uncertainty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 by Parallel Strategy Analyzer %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per device: recommendation and alternatives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stacked per-device memory on the worst pipeline stage; solid line: device capacity, dashed: usable memory after the %1 headroom.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Communication per step — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serial communication time per dimension: the solid part is exposed on the critical path, the hatched part is hidden by overlap with compute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline bubble vs micro-batches (%1 stages)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput vs memory for every valid layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each point is one valid layout (%1 evaluated); grey points do not fit. The line is the Pareto front; the highlighted point is the recommendation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. Assumptions and calibration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every estimate comes from the analytical cost model calibrated against published training runs. The calibration profile “%1” was used; its median relative error on those runs is the error bar shown with every figure: throughput and MFU ± %2, memory ± %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>constant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>meaning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>approximation: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uncertainty flags: none for this device and model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uncertainty flags of the inputs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device figures: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF export needs a QApplication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parallel Strategy Analyzer %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parallel strategy plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — cross-validated median error: throughput ± %2, memory ± %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the PDF could not be produced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bubble as a share of compute for each schedule; the circle marks the recommendation (%1, %2 micro-batches).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence length %1 · global batch %2 sequences · %3 · planned for %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time and cost to train on %1 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time and cost to train: not estimated — give the training tokens (the Training form, or psa --train-tokens 15T) and a price per device-hour for days, cost and energy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory: %1. ± values are the calibration&apos;s cross-validated median errors: throughput and MFU ± %2, memory ± %3; the days and costs above carry the throughput error through.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No strategy fits this cluster; section 1 says why and what would make it fit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tokens; %2 per device-hour; PUE %3; %4 W per device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. Scaling with the device count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The best plan at each device count under the same model, batch, constraints and framework: one full search per count. The dashed line is linear scaling from the smallest count; the dotted vertical line marks this plan&apos;s %1 devices. — : no training tokens or price given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput of the best plan (left axis) and days to train (right axis) against the device count on a log scale.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Appendix A. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The recommended layout as the framework&apos;s launch configuration. Line numbers are in the margin; ↳ continues a line too long for the page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 — %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source column: “fitted” constants come from the calibration against published runs; § names a section and [NAME] a source of the cost model&apos;s reference (docs/reference/cost-model.md); ○ marks a prior from background or vendor knowledge that no published measurement verified — a default to replace with your own calibration (psa calibrate).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (section %2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comparison of pinned strategies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per device of the compared strategies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bars named by the keys above (A, B, …); solid line: device capacity, dashed: usable memory after the %1 headroom — above it a strategy does not fit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1.%2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Appendix %1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — cross-validated median error: throughput ± %2 (on its %4 runs), memory ± %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every estimate comes from the analytical cost model calibrated against published training runs. The calibration profile “%1” was used; its median relative error on its %4 runs, each predicted by a fit that left its source out, is the error bar shown with every figure: throughput and MFU ± %2 (larger than on all its runs: the profile&apos;s throughput_error_p50_%5), memory ± %3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>psa::ui::PipelineTimeline</name>
    <message>
        <source>stage %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forward (F), backward (B) and, for zero-bubble schedules, weight-gradient (W) blocks per pipeline stage, as the cost model schedules them: a backward pass takes twice a forward pass (B and W one each). Hatched blocks belong to a rank&apos;s later model chunk (interleaved chunks, ZB-V&apos;s way back, DualPipe&apos;s second direction). Gaps are the bubble (cost model §6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · simulated with %1 stages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · first %1 stages drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 stages · first %3 of %4 micro-batches · bubble %5 (this excerpt: %6)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>psa::ui::ScalingChart</name>
    <message>
        <source>Devices (log scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Days to train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Linear scaling from the first point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput of the best plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current device count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scaling: the best plan at each device count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput (M tokens/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput (k tokens/s)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>psa::ui::ScalingView</name>
    <message>
        <source>Smallest device count of the sweep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest device count of the sweep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Compute sweep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs one full search per device count: the powers of two between the ends and the ends, each moved to the nearest count with a valid layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stops the sweep; the points computed so far stay (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Devices from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The best plan at each device count under the same constraints and framework. Click a point to load that device count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens/s per device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MFU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory / device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Days to train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click a row or press Enter to load its device count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No device count between %1 and %2 has a valid layout for this model and batch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sweep failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute a sweep to see how throughput and days to train change with the device count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario changed since this sweep (other than the device count): compute it again to update it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot sweep: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot sweep: the smallest device count (%1) is above the largest (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finding the valid device counts between %1 and %2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Searched %1 of %2 device counts (%3 devices done)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the training tokens in the Training form for days to train.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a point to load its device count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario&apos;s current device count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sweep cancelled before its first device count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sweep cancelled after %1 of %2 device counts; those stay on the chart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The best plan at %1 device counts, under the same constraints and framework.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing fits at %1 of them.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>psa::ui::TimeToTrainCard</name>
    <message>
        <source>Time, cost and energy to train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training tokens ÷ the recommendation&apos;s tokens/s ÷ 86,400. The range comes from the throughput&apos;s cross-validated error: faster throughput, fewer days.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Days × 24 × the number of devices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device-hours × the price per device-hour (Training form).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Devices × power per device × PUE × training time: the accelerators&apos; draw scaled to the facility&apos;s. Host CPUs, memory and network are not counted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the training tokens (e.g. 15T) in the Training form to see how long the run takes, what it costs and the energy it uses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set training &amp;tokens…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opens the Training form at the training tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No time to train: no layout fits, so there is no throughput to divide the %1 tokens by.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give a price per device-hour in the Training form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the device&apos;s power is not in the catalog: give it in the Training form</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>psa::ui::TimeToTrainText</name>
    <message>
        <source>%1 GWh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MWh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1–%2 days within the error · %3 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device-hours on %1 devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no price per device-hour given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 W per device × PUE %2 · accelerators only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the device&apos;s power is not in the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1–%2 %3 within the error · %4 %3 per device-hour</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>psa::ui::TrainingForm</name>
    <message>
        <source>Sequence length on a log scale, 512 … 1M tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence length:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Global batch:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequences per optimizer step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Precision:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Framework:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also try FP8 (off: FP8 only when chosen as the precision)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device default (Megatron-LM; MindSpeed on Ascend)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The framework to plan for: the search proposes only layouts it can run, and the launch code runs them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time, cost and energy to train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 15T, 300B, 2.5e12 (empty: not asked)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training &amp;tokens:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens to train on. With it, the Overview gives days, device-hours, cost and energy of the recommendation (with the throughput&apos;s error bar), and the Scaling tab days per device count. Accepts 15T, 300B, 800M or 2.5e12.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What one device-hour costs (cloud list price or your amortised cost); 0 = no cost estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Currency code of the price (letters and digits, up to 8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price per device-&amp;hour:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Facility &amp;PUE:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power usage effectiveness: facility power ÷ IT power. Default %1, what hyperscale operators report (Google 1.10, Meta ~1.08, Microsoft ~1.18); the industry average is ~1.56 (Uptime Institute 2024).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>catalog TDP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power per device:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board power used for the energy only (0 = the device&apos;s TDP from the catalog)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a positive token count: write e.g. 15T, 300B or 2.5e12</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the currency is empty: give a code such as USD, EUR or CNY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Framework default (MXFP8 on Blackwell)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP8 recipe:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How FP8 tensors are scaled when the precision is FP8: it changes the GEMM kernels, the casts around them and whether weights are gathered in FP8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Framework default (where FP8 or async TP need it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torch.compile:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torchtitan and DeepSpeed run PyTorch model code: without torch.compile every norm, activation and RoPE op is its own kernel and moves its tensors through HBM. Megatron-LM and MindSpeed use fused kernels either way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP32</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BF16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradient precision:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Framework default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradient fusion:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Megatron-LM and MindSpeed: the weight-gradient GEMMs add into the FP32 main gradient. Off (--no-gradient-accumulation-fusion) adds a pass over every parameter per micro-batch. Default: on for Megatron-LM; off for MindSpeed, whose fused operator needs Ascend Transformer Boost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Framework default (FP32; BF16 on DeepSpeed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The precision gradients are accumulated and reduced in: BF16 sends half of what FP32 sends and holds half the gradient memory. FP32 is every framework&apos;s default but DeepSpeed&apos;s, which keeps a BF16 model&apos;s gradients in BF16; NVIDIA&apos;s performance recipes use BF16.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>psa::ui::UndoText</name>
    <message>
        <source>Set model to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set device to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set devices to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set devices per node to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set sequence length to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set global batch to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set precision to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set framework to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search FP8 too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop searching FP8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit scenario (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit model or device figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit search settings</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>psa::ui::UpdateIndicator</name>
    <message>
        <source>Updating… %1 searched; the views show the previous result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fastest fitting layout so far: %1 (%2, %3 per device).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>psa::ui::UserGuideDialog</name>
    <message>
        <source>User Guide — Parallel Strategy Analyzer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The user guide is missing from this build (%1).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
