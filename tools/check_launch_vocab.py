#!/usr/bin/env python3
"""Check generated launch code against framework vocabularies written by tools/extract_framework_vocab.py.

  check_launch_vocab.py --kind flags  --vocab V1.txt [--vocab V2.txt ...] script.sh
      every '--flag' outside comments must be in the union of the vocabularies (torchrun's own options, which
      configure the launcher rather than the framework, are listed below and skipped), and a literal value after
      a flag with restricted values ('choice --flag value' entries) must be one of them.
  check_launch_vocab.py --kind toml   --vocab torchtitan-<legacy>.txt job.toml
      every TOML key (section.key) must be in the vocabulary, and a string value of a Literal-typed key one of
      its allowed values.
  check_launch_vocab.py --kind json   --vocab deepspeed-<commit>.txt launch.txt
      a DeepSpeed launch text: every ds_config key path must be in the vocabulary (a value of a key with known
      values one of them), and every flag of the commented 'deepspeed ...' launcher line a launcher flag.
  check_launch_vocab.py --kind python --vocab mindspore-<commit>.txt train.py   (a vocabulary with '# modules:')
      names imported from those modules (or attributes of 'import <module> as alias') must exist, keywords given
      to their functions, classes and to methods of instances built from their classes must be parameters,
      string literals given to parameters with known values must be allowed, Class.NAME must be a member.
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


def check_python_api(text: str, vocab: set[str], modules: list[str]) -> tuple[int, list[str]]:
    """Python against a '# modules:' vocabulary (MindSpore, torch.distributed): names imported from those modules
    (or reached as attributes of 'import <module> as alias') must be exported by them; keywords given to their
    functions and classes, and to methods called on an instance built from one of their classes, must be
    parameters (unless the callee takes **kwargs); a string literal given to a parameter whose allowed values are
    known must be one of them; 'Class.NAME' must be a class constant or enum member."""
    tree = ast.parse(text)
    params: dict[str, set[str]] = {}
    positional: dict[str, dict[int, str]] = {}
    kwargs, members, methods, exported = set(), set(), set(), set()
    for v in vocab:
        kind, _, rest = v.partition(" ")
        if kind == "param":
            fn, _, name = rest.rpartition(".")
            params.setdefault(fn, set()).add(name)
        elif kind == "positional":
            fn, i, name = rest.split(" ")
            positional.setdefault(fn, {})[int(i)] = name
        elif kind == "kwargs":
            kwargs.add(rest)
        elif kind == "member":
            members.add(rest)
        elif kind == "method":
            methods.add(rest)
        elif kind == "import":
            exported.add(rest.split(":", 1)[1])
    choices = choice_map(vocab)
    scope = set(modules)
    n, bad = 0, []
    imported: dict[str, str] = {}  # local name -> exported name
    aliases: dict[str, str] = {}  # local module alias -> module
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module in scope:
            for a in node.names:
                n += 1
                if f"import {node.module}:{a.name}" not in vocab:
                    bad.append(f"from {node.module} import {a.name}")
                elif f"submodule {node.module}.{a.name}" in vocab:
                    # a submodule: checked as a module alias when the vocabulary covers it, else not at all
                    if f"{node.module}.{a.name}" in scope:
                        aliases[a.asname or a.name] = f"{node.module}.{a.name}"
                    continue
                imported[a.asname or a.name] = a.name
        elif isinstance(node, ast.Import):
            for a in node.names:
                if a.name in scope and (a.asname or "." not in a.name):
                    aliases[a.asname or a.name] = a.name

    def callee(func: ast.AST, instances: dict[str, str]) -> str | None:
        """The vocabulary name of a call's target, or None when it is outside the vocabulary's modules."""
        nonlocal n
        name = dotted(func)
        if not name:
            return None
        head, _, rest = name.partition(".")
        if head in imported:
            return imported[head] + ("." + rest if rest else "")
        if head in aliases and rest and "." not in rest:
            n += 1
            if f"import {aliases[head]}:{rest}" not in vocab:
                bad.append(f"{name}: {aliases[head]} has no '{rest}'")
            return rest
        if head in instances and rest and "." not in rest:
            n += 1
            if f"{instances[head]}.{rest}" not in methods:
                bad.append(f"{name}(...): {instances[head]} has no method '{rest}'")
            return f"{instances[head]}.{rest}"
        return None

    instances: dict[str, str] = {}  # variable -> class it was built from
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call) and len(node.targets) == 1 \
                and isinstance(node.targets[0], ast.Name):
            cls = dotted(node.value.func)
            if cls in imported and any(m.startswith(imported[cls] + ".") for m in methods):
                instances[node.targets[0].id] = imported[cls]

    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Load) and isinstance(node.value, ast.Name):
            base = node.value.id
            if base in aliases:
                n += 1
                if f"import {aliases[base]}:{node.attr}" not in vocab:
                    bad.append(f"{base}.{node.attr}: {aliases[base]} has no '{node.attr}'")
            elif base in imported and not node.attr.startswith("_"):
                qual = f"{imported[base]}.{node.attr}"
                known = any(m.startswith(imported[base] + ".") for m in members | methods)
                if known:
                    n += 1
                    if qual not in members and qual not in methods:
                        bad.append(f"{base}.{node.attr}: no such member")
        if not isinstance(node, ast.Call):
            continue
        name = callee(node.func, instances)
        if name is None:
            continue
        allowed_kw = params.get(name, set())
        for kw in node.keywords:
            if kw.arg is None:
                continue
            n += 1
            if kw.arg not in allowed_kw and name not in kwargs:
                bad.append(f"{name}({kw.arg}=...)")
                continue
            allowed = choices.get(f"{name}.{kw.arg}")
            if allowed and isinstance(kw.value, ast.Constant) and isinstance(kw.value.value, str):
                n += 1
                if kw.value.value not in allowed:
                    bad.append(f"{name}({kw.arg}={kw.value.value!r}) (allowed: {', '.join(sorted(allowed))})")
        for i, arg in enumerate(node.args):
            pname = positional.get(name, {}).get(i)
            allowed = choices.get(f"{name}.{pname}") if pname else None
            if allowed and isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                n += 1
                if arg.value not in allowed:
                    bad.append(f"{name}({arg.value!r}) (allowed for {pname}: {', '.join(sorted(allowed))})")
    return n, bad


def check_json(text: str, vocab: set[str]) -> tuple[int, list[str]]:
    """A DeepSpeed launch text: '#' comment lines (one of them the 'deepspeed ...' launcher command) around a
    ds_config JSON object. Every key path must be a 'key' entry, a value of a key with known values one of them,
    and every '--flag' of the launcher line a flag of the launcher or of deepspeed.add_config_arguments."""
    import json

    body = "\n".join(line for line in text.splitlines() if not line.lstrip().startswith("#"))
    data = json.loads(body)
    choices = choice_map(vocab)
    n, bad = 0, []

    def walk(d: dict, prefix: str) -> None:
        nonlocal n
        for k, v in d.items():
            key = f"{prefix}.{k}" if prefix else k
            n += 1
            if f"key {key}" not in vocab:
                bad.append(key)
                continue
            if isinstance(v, dict) and any(e.startswith(f"key {key}.") for e in vocab):
                walk(v, key)
            elif key in choices and not isinstance(v, (dict, list)):
                n += 1
                value = str(v).lower() if isinstance(v, bool) else str(v)
                if value not in choices[key]:
                    bad.append(f"{key} = {v!r} (allowed: {', '.join(sorted(choices[key]))})")

    walk(data, "")
    for line in text.splitlines():
        tokens = line.lstrip("# ").split()
        if tokens[:1] == ["deepspeed"]:
            for tok in tokens[1:]:
                if FLAG.fullmatch(tok):
                    n += 1
                    if tok not in vocab:
                        bad.append(tok)
    return n, bad


def vocab_modules(paths: list[str]) -> list[str] | None:
    """The '# modules: a b c' header of Python-API vocabularies (None for torchtitan's)."""
    for p in paths:
        with open(p, encoding="utf-8") as f:
            for line in f:
                if not line.startswith("#"):
                    break
                if line.startswith("# modules: "):
                    return line.split(":", 1)[1].split()
    return None


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--kind", required=True, choices=["flags", "toml", "python", "json"])
    ap.add_argument("--vocab", action="append", required=True)
    ap.add_argument("file")
    args = ap.parse_args()
    vocab = load_vocab(args.vocab)
    with open(args.file, encoding="utf-8") as f:
        text = f.read()
    modules = vocab_modules(args.vocab)
    if args.kind == "python" and modules:
        n, bad = check_python_api(text, vocab, modules)
    else:
        n, bad = {"flags": check_flags, "toml": check_toml, "python": check_python, "json": check_json}[args.kind](
            text, vocab)
    print(f"checked {n} entries")
    for b in bad:
        print(f"unknown: {b}")
    return 1 if bad or n == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
