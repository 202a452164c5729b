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
        <source>Edit scenario</source>
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
</context>
<context>
    <name>psa::export</name>
    <message>
        <source>the folder %1 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is a folder</source>
        <translation type="unfinished"></translation>
    </message>
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
    <name>psa::ui::CandidateTableModel</name>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
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
        <source>Fits</source>
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
        <source>Fits</source>
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
        <source>invalid</source>
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
        <source>Upper bound on this degree (any = no bound)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max TP:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max PP:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max CP:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max EP:</source>
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
</context>
<context>
    <name>psa::ui::HardwareForm</name>
    <message>
        <source>&amp;Device:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Valid device counts: powers of two and multiples of the node size</source>
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
        <source>Ctrl+Shift+Z</source>
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
    <message>
        <source>Recommended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alternative %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best (does not fit)</source>
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
        <source>Nothing understood in the query.</source>
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
</context>
<context>
    <name>psa::ui::MemoryChart</name>
    <message>
        <source>Capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usable (capacity − headroom)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per device (GiB)</source>
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
        <source>No valid layout fits in device memory; add devices or allow recompute/ZeRO-3/offload.</source>
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
        <source>%1 used · activations %2</source>
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
</context>
<context>
    <name>psa::ui::ParetoChart</name>
    <message>
        <source>Does not fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fits</source>
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
        <source>
does not fit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>psa::ui::PipelineTimeline</name>
    <message>
        <source>Forward (light) and backward (dark) blocks per pipeline stage; a backward pass takes twice a forward pass. Gaps are the bubble (cost model §6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 stages · first %3 of %4 micro-batches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (drawn in 1F1B order)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · first 16 stages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stage %1</source>
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
        <source>Also try FP8 where the device supports it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Framework:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limits the search to the features the framework offers</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
