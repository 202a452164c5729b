#!/usr/bin/env python3
"""Check generated launch code against framework vocabularies written by tools/extract_framework_vocab.py.

  check_launch_vocab.py --kind flags  --vocab V1.txt [--vocab V2.txt ...] script.sh
      every '--flag' outside comments must be in the union of the vocabularies (torchrun's own options, which
      configure the launcher rather than the framework, are listed below and skipped), and a literal value after
      a flag with restricted values ('choice --flag value' entries) must be one of them.
  check_launch_vocab.py --kind toml   --vocab torchtitan-<legacy>.txt job.toml
      every TOML key (section.key) must be in the vocabulary, and a string value of a Literal-typed key one of
      its allowed values.
  check_launch_vocab.py --kind python --vocab torchtitan-<commit>.txt recipe.py
      every 'from torchtitan... import Name' must be importable, every keyword given to a config class
      (Trainer.Config(...), ParallelismConfig(...), SelectiveAC.Config(...), ...) must be a field of it, every
      keyword given to an imported function must be one of its parameters, a string constant given to a
      Literal-typed field must be one of its values, and model_registry("<flavor>") must name a registered
      flavor of the module it was imported from.

Prints 'checked N entries' and, for each entry outside the vocabulary, one 'unknown: ...' line; exits 1 if any.
Standard library only.
"""
from __future__ import annotations

import argparse
import ast
import re
import sys

# torchrun (torch.distributed.run) options: they configure the launcher, not the framework.
TORCHRUN_OPTIONS = {
    "--nproc_per_node", "--nproc-per-node", "--nnodes", "--node_rank", "--node-rank", "--master_addr",
    "--master-addr", "--master_port", "--master-port", "--rdzv_backend", "--rdzv-backend", "--rdzv_endpoint",
    "--rdzv-endpoint", "--rdzv_id", "--rdzv-id", "--local-ranks-filter", "--role", "--tee", "--log_dir",
    "--log-dir",
}


def load_vocab(paths: list[str]) -> set[str]:
    vocab: set[str] = set()
    for p in paths:
        with open(p, encoding="utf-8") as f:
            for line in f:
                line = line.rstrip("\n")
                if line and not line.startswith("#"):
                    vocab.add(line)
    return vocab


FLAG = re.compile(r"(?<![\w-])(--[A-Za-z0-9][A-Za-z0-9_-]*)")


def strip_comment(line: str) -> str:
    # The generated scripts only put comments on their own lines or after '  # ' outside quotes.
    s = line.lstrip()
    if s.startswith("#"):
        return ""
    out, quote = [], None
    for i, c in enumerate(line):
        if quote:
            if c == quote:
                quote = None
        elif c in "\"'":
            quote = c
        elif c == "#" and (i == 0 or line[i - 1].isspace()):
            break
        out.append(c)
    return "".join(out)


def check_flags(text: str, vocab: set[str]) -> tuple[int, list[str]]:
    choices = choice_map(vocab)
    n, bad = 0, []
    for line in text.splitlines():
        tokens = strip_comment(line).split()
        for i, tok in enumerate(tokens):
            if not FLAG.fullmatch(tok) or tok in TORCHRUN_OPTIONS:
                continue
            n += 1
            if tok not in vocab:
                bad.append(tok)
                continue
            # A literal value after a flag with restricted values must be one of them ("$VAR" and quoted
            # expressions are not checked).
            value = tokens[i + 1] if i + 1 < len(tokens) else None
            if tok in choices and value and not value.startswith(("-", "$", "\"", "'")):
                n += 1
                if value not in choices[tok]:
                    bad.append(f"{tok} {value} (allowed: {', '.join(sorted(choices[tok]))})")
    return n, bad


def check_toml(text: str, vocab: set[str]) -> tuple[int, list[str]]:
    import tomllib

    data = tomllib.loads(text)
    keys: list[str] = []

    def walk(d: dict, prefix: str) -> None:
        for k, v in d.items():
            key = f"{prefix}.{k}" if prefix else k
            if isinstance(v, dict):
                walk(v, key)
            else:
                keys.append(key)

    walk(data, "")
    choices = choice_map(vocab)
    n, bad = 0, []
    for key in keys:
        n += 1
        if key not in vocab:
            bad.append(key)
            continue
        value = lookup(data, key)
        if key in choices and isinstance(value, str):
            n += 1
            if value not in choices[key]:
                bad.append(f"{key} = {value!r} (allowed: {', '.join(sorted(choices[key]))})")
    return n, bad


def lookup(data: dict, key: str):
    for part in key.split("."):
        data = data[part]
    return data


def choice_map(vocab: set[str]) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for v in vocab:
        if v.startswith("choice "):
            _, name, value = v.split(" ", 2)
            out.setdefault(name, set()).add(value)
    return out


def dotted(node: ast.AST) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        base = dotted(node.value)
        return f"{base}.{node.attr}" if base else None
    return None


def check_python(text: str, vocab: set[str]) -> tuple[int, list[str]]:
    tree = ast.parse(text)
    fields: dict[str, set[str]] = {}
    params: dict[str, set[str]] = {}
    for v in vocab:
        kind, _, rest = v.partition(" ")
        if kind == "field":
            cls, _, name = rest.rpartition(".")
            fields.setdefault(cls, set()).add(name)
        elif kind == "param":
            fn, _, name = rest.rpartition(".")
            params.setdefault(fn, set()).add(name)

    choices = choice_map(vocab)
    n, bad = 0, []
    imported: dict[str, str] = {}  # local name -> module
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] == "torchtitan":
            for a in node.names:
                n += 1
                imported[a.asname or a.name] = node.module
                if f"import {node.module}:{a.name}" not in vocab:
                    bad.append(f"from {node.module} import {a.name}")
        elif isinstance(node, ast.Import):
            for a in node.names:
                if a.name.split(".")[0] == "torchtitan":
                    n += 1
                    bad.append(f"import {a.name} (use 'from ... import ...' so the names can be checked)")

    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name = dotted(node.func)
        if not name or name.split(".")[0] not in imported:
            continue
        kws = [k.arg for k in node.keywords if k.arg is not None]
        if name in fields:
            for kw in node.keywords:
                k = kw.arg
                if k is None:
                    continue
                n += 1
                if k not in fields[name]:
                    bad.append(f"{name}({k}=...)")
                    continue
                allowed = choices.get(f"{name}.{k}")
                if allowed and isinstance(kw.value, ast.Constant) and isinstance(kw.value.value, str):
                    n += 1
                    if kw.value.value not in allowed:
                        bad.append(f"{name}({k}={kw.value.value!r}) (allowed: {', '.join(sorted(allowed))})")
        elif name in params:
            for k in kws:
                n += 1
                if k not in params[name]:
                    bad.append(f"{name}({k}=...)")
        else:
            n += 1
            bad.append(f"{name}(...): not a config class or function of this torchtitan")
        if name == "model_registry" and node.args and isinstance(node.args[0], ast.Constant):
            n += 1
            flavor = f"flavor {imported['model_registry']}:{node.args[0].value}"
            if flavor not in vocab:
                bad.append(flavor)
    return n, bad


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--kind", required=True, choices=["flags", "toml", "python"])
    ap.add_argument("--vocab", action="append", required=True)
    ap.add_argument("file")
    args = ap.parse_args()
    vocab = load_vocab(args.vocab)
    with open(args.file, encoding="utf-8") as f:
        text = f.read()
    n, bad = {"flags": check_flags, "toml": check_toml, "python": check_python}[args.kind](text, vocab)
    print(f"checked {n} entries")
    for b in bad:
        print(f"unknown: {b}")
    return 1 if bad or n == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
