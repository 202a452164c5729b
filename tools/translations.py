#!/usr/bin/env python3
"""The translations' tool. translations/*.ts are the source of truth: translators (or Qt Linguist) edit
them; this script never overwrites a finished translation. Stdlib only.

    python3 tools/translations.py check                 # every zh_CN message finished, placeholders and
                                                        # mnemonics kept (CTest "translations_check")
    python3 tools/translations.py unfinished            # list what lupdate added since the last pass
    python3 tools/translations.py set SOURCE TEXT [--context CTX] [--replace]
                                                        # translate one message (all contexts unless --context)

Workflow after changing user-visible strings:
    cmake --build BUILD --target update_translations    # lupdate over core/, ui/ and app/gui/
    python3 tools/translations.py unfinished
    python3 tools/translations.py set "Fits" "可容纳"     # or open the .ts in Qt Linguist
    python3 tools/translations.py check

Terms follow the usual Chinese usage in large-model training: 张量并行 (TP), 流水线并行 (PP), 数据并行 (DP),
上下文并行 (CP), 专家并行 (EP), 序列并行 (SP), 显存, 气泡率, 重计算, 优化器状态, 梯度, 激活值, 吞吐量,
微批次, 全局批大小, 序列长度, 通信开销, 帕累托前沿, 模型浮点利用率 (MFU), 节点, 设备数, 精度, 候选策略,
推荐策略, 启动代码, 对比. Abbreviations used as they are in Chinese text (DP, TP, PP, CP, EP, VPP, MBS,
ZeRO, MFU, BF16, FP8, GiB, TFLOP/s, 1F1B, FFN, KV …) stay as they are.

What `check` enforces, per message of the zh_CN file:
  - finished (no type="unfinished", no empty translation);
  - Qt placeholders (%1 … %n) the same set as the source's;
  - the core's fmt fields ({}, {:.1f}, …) the same and in the same order: the core formats the translation
    with the source's arguments (a mismatch would only fall back to English at run time);
  - a mnemonic (&X) in the source keeps one in the translation (Chinese style "(&X)"), with the same key;
  - a key sequence in the source ("Ctrl+Shift+Z") appears unchanged in the translation.
"""
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TS = ROOT / "translations" / "parallel-strategy-analyzer_zh_CN.ts"

PLACEHOLDER = re.compile(r"%(\d+|n)")
# fmt replacement fields of the core's patterns ("{}", "{:.1f}", "{:>14}"); "{{" and "}}" are literal braces.
FMT_FIELD = re.compile(r"\{\{|\}\}|\{[^{}]*\}")
MNEMONIC = re.compile(r"&([^&\s])")
KEY_SEQUENCE = re.compile(r"\b(?:Ctrl|Shift|Alt|Meta)\+[A-Za-z0-9+]+")


def fmt_fields(text):
    return [f for f in FMT_FIELD.findall(text) if f not in ("{{", "}}")]


def translation_text(msg):
    tr = msg.find("translation")
    if tr is None:
        return None, None
    if msg.get("numerus") == "yes":
        forms = [nf.text or "" for nf in tr.findall("numerusform")]
        return tr, (forms[0] if forms else "")
    return tr, (tr.text or "")


def problems_of(source, text):
    problems = []
    if sorted(PLACEHOLDER.findall(source)) != sorted(PLACEHOLDER.findall(text)):
        problems.append("placeholders differ")
    if fmt_fields(source) != fmt_fields(text):
        problems.append("fmt fields differ (same fields, same order)")
    rest_src, rest_txt = FMT_FIELD.sub("", source), FMT_FIELD.sub("", text)
    if (rest_txt.count("{") or rest_txt.count("}")) and not (rest_src.count("{") or rest_src.count("}")):
        problems.append("unbalanced braces")
    src_keys = [k.lower() for k in MNEMONIC.findall(source)]
    txt_keys = [k.lower() for k in MNEMONIC.findall(text)]
    if src_keys and src_keys != txt_keys:
        problems.append(f"mnemonic &{src_keys[0]} lost or changed")
    for seq in KEY_SEQUENCE.findall(source):
        if seq not in text:
            problems.append(f"key sequence {seq} missing")
    return problems


def load():
    tree = ET.parse(TS)
    return tree, tree.getroot()


def save(tree):
    root = tree.getroot()
    ET.indent(tree, space="    ")
    body = ET.tostring(root, encoding="unicode")
    TS.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")


def messages(root):
    for ctx in root.iter("context"):
        cname = ctx.findtext("name")
        for msg in ctx.iter("message"):
            yield cname, msg


def cmd_check(_args):
    _, root = load()
    bad = 0
    count = 0
    for cname, msg in messages(root):
        source = msg.findtext("source") or ""
        tr, text = translation_text(msg)
        count += 1
        if tr is None or tr.get("type") in ("unfinished",) or not text:
            if tr is not None and tr.get("type") in ("obsolete", "vanished"):
                continue
            print(f"unfinished: [{cname}] {source!r}", file=sys.stderr)
            bad += 1
            continue
        for p in problems_of(source, text):
            print(f"{p}: [{cname}] {source!r} -> {text!r}", file=sys.stderr)
            bad += 1
    print(f"{TS.name}: {count} messages, {bad} problem(s)")
    return 1 if bad else 0


def cmd_unfinished(_args):
    _, root = load()
    n = 0
    for cname, msg in messages(root):
        tr, text = translation_text(msg)
        if tr is None or tr.get("type") == "unfinished" or not text:
            print(f"[{cname}] {msg.findtext('source')!r}")
            n += 1
    print(f"{n} unfinished", file=sys.stderr)
    return 0


def cmd_set(args):
    context = None
    replace = False
    rest = []
    i = 0
    while i < len(args):
        if args[i] == "--context":
            context = args[i + 1]
            i += 2
            continue
        if args[i] == "--replace":
            replace = True
        else:
            rest.append(args[i])
        i += 1
    if len(rest) != 2:
        print("usage: translations.py set SOURCE TEXT [--context CTX] [--replace]", file=sys.stderr)
        return 2
    source, text = rest
    problems = problems_of(source, text)
    if problems:
        print(f"refused: {'; '.join(problems)}", file=sys.stderr)
        return 1
    tree, root = load()
    changed = 0
    found = 0
    for cname, msg in messages(root):
        if msg.findtext("source") != source or (context and cname != context):
            continue
        found += 1
        tr, old = translation_text(msg)
        if tr is None:
            tr = ET.SubElement(msg, "translation")
        if old and tr.get("type") != "unfinished" and not replace:
            if old != text:
                print(f"kept [{cname}]: already translated as {old!r} (use --replace)", file=sys.stderr)
            continue
        if msg.get("numerus") == "yes":
            for child in list(tr):
                tr.remove(child)
            ET.SubElement(tr, "numerusform").text = text
            tr.text = None
        else:
            tr.text = text
        tr.attrib.pop("type", None)
        changed += 1
    if not found:
        print(f"no message with source {source!r}" + (f" in {context}" if context else ""), file=sys.stderr)
        return 1
    if changed:
        save(tree)
    print(f"{changed} message(s) set")
    return 0


def main():
    commands = {"check": cmd_check, "unfinished": cmd_unfinished, "set": cmd_set}
    if len(sys.argv) < 2 or sys.argv[1] not in commands:
        print(__doc__)
        return 2
    return commands[sys.argv[1]](sys.argv[2:])


if __name__ == "__main__":
    sys.exit(main())
