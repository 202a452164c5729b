#!/usr/bin/env python3
"""Extract the valid launch flags / config fields of a training framework at one commit.

Reads the framework's sources straight out of a git repository (a bare mirror or a normal clone; nothing is
imported or executed) and writes tests/data/frameworks/<framework>-<commit12>.txt: a header of '#' lines
(framework, repository, commit, commit date, how generated) followed by one entry per line, sorted.

  Flags whose values are restricted also get one 'choice --flag value' line per allowed value (add_argument's
  literal choices=[...], or a dataclass field's Literal[...] values / Enum member names).

  megatron-lm    Megatron-LM's pretrain argparse flags: every '--flag' string given to add_argument() in
                 megatron/training/arguments.py, plus the flags ArgumentGroupFactory generates there from config
                 dataclasses (TransformerConfig, TrainingConfig, ...): '--field-name' for each init field not in
                 the exclude list; bool fields whose default is not False become '--no-x' and '--disable-x';
                 an 'argparse_meta' 'arg_names' entry in the field metadata wins.
  mindspeed      MindSpeed core (Ascend): add_argument() flags in mindspeed/arguments.py and mindspeed/features_manager.
  mindspeed-llm  MindSpeed-LLM: add_argument() flags in mindspeed_llm/features_manager and mindspeed_llm/training,
                 without the features_manager/arguments/deprecated_args.py aliases (they are renamed flags kept
                 only to print a deprecation warning).
                 MindSpeed-LLM runs on MindSpeed core plus a pinned Megatron-LM (core_v0.12.1 as of 2026): the
                 vocabulary a MindSpeed-LLM script is checked against is the union of the three files.
  torchtitan     Detected from the tree:
                 * current torchtitan (Python recipes returning Trainer.Config):
                     'import <module>:<Name>'      a name importable from a torchtitan module
                     'field <Class>.<name>'        a field of a config class (Trainer.Config, ParallelismConfig,
                                                   SelectiveAC.Config, Float8LinearConverter.Config, ...),
                                                   inherited fields included
                     'param <function>.<name>'     a keyword parameter of a top-level function (model_registry, ...)
                     'flavor <module>:<flavor>'    a model flavor registered in torchtitan.models.<m>
                     'choice <Class>.<name> <v>'   an allowed value of a Literal[...]-typed field
                 * legacy torchtitan (<= 0.2.2, TOML job files read by torchtitan/config/job_config.py):
                     '<section>.<key>'             a TOML key (nested sections joined with '.')
                     'choice <section>.<key> <v>'  an allowed value of a Literal[...]-typed key

Usage:
  tools/extract_framework_vocab.py --framework megatron-lm --repo /path/to/Megatron-LM --commit <sha-or-ref> \
      [--out-dir tests/data/frameworks] [--name megatron-lm]

Standard library only.
"""
from __future__ import annotations

import argparse
import ast
import datetime
import os
import subprocess
import sys


# ---------------------------------------------------------------------------------------------------------------------
# Reading a tree at a commit


class Tree:
    def __init__(self, repo: str, commit: str):
        self.repo = repo
        self.commit = self._git("rev-parse", commit + "^{commit}").strip()
        self.date = self._git("show", "-s", "--format=%cI", self.commit).strip()
        self.files = set(self._git("ls-tree", "-r", "--name-only", self.commit).splitlines())
        self._cache: dict[str, str | None] = {}
        self._ast: dict[str, ast.Module | None] = {}

    def _git(self, *args: str) -> str:
        return subprocess.run(["git", "-C", self.repo, *args], check=True, capture_output=True, text=True).stdout

    def read(self, path: str) -> str | None:
        if path not in self._cache:
            if path not in self.files:
                self._cache[path] = None
            else:
                data = subprocess.run(["git", "-C", self.repo, "show", f"{self.commit}:{path}"], check=True,
                                      capture_output=True).stdout
                self._cache[path] = data.decode("utf-8", errors="replace")
        return self._cache[path]

    def parse(self, path: str) -> ast.Module | None:
        if path not in self._ast:
            text = self.read(path)
            try:
                self._ast[path] = ast.parse(text) if text is not None else None
            except SyntaxError:
                self._ast[path] = None
        return self._ast[path]

    def module_path(self, module: str) -> str | None:
        base = module.replace(".", "/")
        for cand in (base + ".py", base + "/__init__.py"):
            if cand in self.files:
                return cand
        return None

    def py_files(self, prefix: str) -> list[str]:
        return sorted(f for f in self.files if f.startswith(prefix) and f.endswith(".py"))


def module_of(path: str) -> str:
    mod = path[:-3].replace("/", ".")
    return mod[: -len(".__init__")] if mod.endswith(".__init__") else mod


def resolve_relative(path: str, node: ast.ImportFrom) -> str:
    if not node.level:
        return node.module or ""
    pkg = module_of(path).split(".")
    if not path.endswith("__init__.py"):
        pkg = pkg[:-1]
    pkg = pkg[: len(pkg) - (node.level - 1)] if node.level > 1 else pkg
    return ".".join(pkg + ([node.module] if node.module else []))


# ---------------------------------------------------------------------------------------------------------------------
# Generic helpers


def literal_choices(node: ast.AST | None) -> list[str] | None:
    """The values of a literal choices=[...] list, as the strings a command line would give."""
    if node is None:
        return None
    try:
        values = ast.literal_eval(node)
    except (ValueError, SyntaxError):
        return None
    if not isinstance(values, (list, tuple, set)):
        return None
    return [str(v) for v in values]


def flag_strings(tree: ast.AST) -> set[str]:
    """'--x' string constants passed positionally to any *.add_argument(...) call, plus a 'choice --x value'
    entry for each value of a literal choices=[...] list."""
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "add_argument":
            names = [a.value for a in node.args
                     if isinstance(a, ast.Constant) and isinstance(a.value, str) and a.value.startswith("--")]
            out.update(names)
            choices = literal_choices(next((k.value for k in node.keywords if k.arg == "choices"), None))
            for n in names:
                for c in choices or []:
                    out.add(f"choice {n} {c}")
    return out


def top_level_names(tree: ast.Module, path: str) -> dict[str, tuple[str, str] | None]:
    """Names bound at module level: name -> (source module, source name) for imports, None for local definitions."""
    names: dict[str, tuple[str, str] | None] = {}
    for node in tree.body:
        if isinstance(node, (ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            names[node.name] = None
        elif isinstance(node, ast.Assign):
            for t in node.targets:
                if isinstance(t, ast.Name):
                    names[t.id] = None
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names[node.target.id] = None
        elif isinstance(node, ast.ImportFrom):
            src = resolve_relative(path, node)
            for a in node.names:
                if a.name != "*":
                    names[a.asname or a.name] = (src, a.name)
        elif isinstance(node, ast.Import):
            for a in node.names:
                names[(a.asname or a.name).split(".")[0]] = None
        elif isinstance(node, (ast.If, ast.Try)):
            # try: from x import y / except ImportError: y = None  -- take the bindings of every branch
            for sub in ast.walk(node):
                if isinstance(sub, ast.ImportFrom):
                    src = resolve_relative(path, sub)
                    for a in sub.names:
                        if a.name != "*":
                            names.setdefault(a.asname or a.name, (src, a.name))
                elif isinstance(sub, ast.Assign):
                    for t in sub.targets:
                        if isinstance(t, ast.Name):
                            names.setdefault(t.id, None)
    return names


def is_dataclass_decorated(cls: ast.ClassDef) -> bool:
    for d in cls.decorator_list:
        f = d.func if isinstance(d, ast.Call) else d
        name = f.attr if isinstance(f, ast.Attribute) else getattr(f, "id", "")
        if name == "dataclass":
            return True
    return False


def annotation_text(node: ast.AST) -> str:
    return ast.unparse(node) if node is not None else ""


class ClassIndex:
    """Finds class definitions by module and (dotted) qualified name, following imports and re-exports."""

    def __init__(self, tree: Tree):
        self.tree = tree

    def find(self, module: str, qualname: str, depth: int = 0) -> tuple[str, ast.ClassDef] | None:
        if depth > 12:
            return None
        path = self.tree.module_path(module)
        mod = self.tree.parse(path) if path else None
        if mod is None:
            return None
        head, *rest = qualname.split(".")
        for node in mod.body:
            if isinstance(node, ast.ClassDef) and node.name == head:
                return self._descend(path, node, rest)
        names = top_level_names(mod, path)
        src = names.get(head)
        if src:
            found = self.find(src[0], ".".join([src[1], *rest]), depth + 1)
            if found:
                return found
            # "from pkg import submodule" followed by submodule.Class
            if rest:
                return self.find(src[0] + "." + src[1], ".".join(rest), depth + 1)
        return None

    @staticmethod
    def _descend(path: str, cls: ast.ClassDef, rest: list[str]) -> tuple[str, ast.ClassDef] | None:
        for part in rest:
            nxt = next((n for n in cls.body if isinstance(n, ast.ClassDef) and n.name == part), None)
            if nxt is None:
                return None
            cls = nxt
        return path, cls

    def fields(self, path: str, cls: ast.ClassDef, depth: int = 0) -> list[tuple[str, ast.AnnAssign]]:
        """Annotated class attributes, base classes first (dataclass field order); ClassVar excluded."""
        return [(n, a) for (n, _, a) in self.fields_with_path(path, cls, depth)]

    def fields_with_path(self, path: str, cls: ast.ClassDef, depth: int = 0) -> list[tuple[str, str, ast.AnnAssign]]:
        """fields(), each with the file that declares it (annotations resolve there)."""
        out: list[tuple[str, str, ast.AnnAssign]] = []
        if depth < 12:
            module = module_of(path)
            for base in cls.bases:
                dotted = annotation_text(base)
                if not dotted or dotted in ("object", "Generic", "Protocol") or "[" in dotted:
                    continue
                found = self.find(module, dotted)
                if found is None and "." in dotted:
                    # a base written relative to an enclosing class (ActivationCheckpointing.Config inside the file)
                    found = self.find(module, dotted)
                if found:
                    out.extend(self.fields_with_path(found[0], found[1], depth + 1))
        for node in cls.body:
            if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
                if "ClassVar" in annotation_text(node.annotation):
                    continue
                out = [(n, p, a) for (n, p, a) in out if n != node.target.id]
                out.append((node.target.id, path, node))
        return out


# ---------------------------------------------------------------------------------------------------------------------
# Megatron-LM


def literal_list(func: ast.FunctionDef, name: str, before_line: int) -> list[str]:
    value = None
    for node in ast.walk(func):
        if isinstance(node, ast.Assign) and node.lineno < before_line:
            for t in node.targets:
                if isinstance(t, ast.Name) and t.id == name:
                    value = node.value
    try:
        return list(ast.literal_eval(value)) if value is not None else []
    except ValueError:
        return []


def field_call(node: ast.AnnAssign) -> ast.Call | None:
    v = node.value
    if isinstance(v, ast.Call):
        f = v.func
        if (isinstance(f, ast.Name) and f.id == "field") or (isinstance(f, ast.Attribute) and f.attr == "field"):
            return v
    return None


def annotation_choices(index: "ClassIndex", path: str, ann: ast.AST) -> list[str] | None:
    """Choices argparse gets from a field type: Literal values, or Enum member names (ArgumentGroupFactory parses
    an enum argument with EnumClass[name])."""
    node = ann
    # Optional[X] / X | None
    if isinstance(node, ast.Subscript) and annotation_text(node.value).split(".")[-1] == "Optional":
        node = node.slice
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
        parts = [p for p in (node.left, node.right) if annotation_text(p) != "None"]
        if len(parts) == 1:
            node = parts[0]
    if isinstance(node, ast.Subscript) and annotation_text(node.value).split(".")[-1] == "Literal":
        elts = node.slice.elts if isinstance(node.slice, ast.Tuple) else [node.slice]
        if all(isinstance(e, ast.Constant) for e in elts):
            return [str(e.value) for e in elts]
        return None
    if isinstance(node, (ast.Name, ast.Attribute)):
        found = index.find(module_of(path), annotation_text(node))
        if found is not None and any(annotation_text(b).split(".")[-1] in ("Enum", "IntEnum", "StrEnum")
                                     for b in found[1].bases):
            return [t.id for n in found[1].body if isinstance(n, ast.Assign) for t in n.targets
                    if isinstance(t, ast.Name) and not t.id.startswith("_")]
    return None


def megatron_factory_flags(index: "ClassIndex", fields: list[tuple[str, str, ast.AnnAssign]],
                           exclude: set[str]) -> set[str]:
    flags = set()
    for name, path, node in fields:
        if name in exclude:
            continue
        fc = field_call(node)
        default: ast.AST | None = node.value
        meta_names = None
        meta_choices = None
        if fc is not None:
            kw = {k.arg: k.value for k in fc.keywords}
            if isinstance(kw.get("init"), ast.Constant) and kw["init"].value is False:
                continue
            default = kw.get("default")
            md = kw.get("metadata")
            if isinstance(md, ast.Dict):
                for k, v in zip(md.keys, md.values):
                    if isinstance(k, ast.Constant) and k.value == "argparse_meta" and isinstance(v, ast.Dict):
                        for k2, v2 in zip(v.keys, v.values):
                            if isinstance(k2, ast.Constant) and k2.value == "arg_names":
                                try:
                                    meta_names = list(ast.literal_eval(v2))
                                except ValueError:
                                    pass
                            if isinstance(k2, ast.Constant) and k2.value == "choices":
                                meta_choices = literal_choices(v2)
        choices = meta_choices if meta_choices is not None else annotation_choices(index, path, node.annotation)
        base = "--" + name.replace("_", "-")
        for n in meta_names or [base]:
            for c in choices or []:
                flags.add(f"choice {n} {c}")
        if meta_names:
            flags.update(meta_names)
            continue
        ann = annotation_text(node.annotation).replace(" ", "")
        is_bool = ann in ("bool", "Optional[bool]", "bool|None", "None|bool", "typing.Optional[bool]")
        if is_bool:
            is_false = isinstance(default, ast.Constant) and default.value is False
            if is_false:
                flags.add(base)
            else:
                flags.add("--no-" + name.replace("_", "-"))
                flags.add("--disable-" + name.replace("_", "-"))
        else:
            flags.add(base)
    return flags


def extract_megatron(tree: Tree) -> list[str]:
    path = "megatron/training/arguments.py"
    mod = tree.parse(path)
    if mod is None:
        sys.exit(f"{path} not found at {tree.commit}")
    flags = flag_strings(mod)
    index = ClassIndex(tree)
    module = module_of(path)
    for func in [n for n in mod.body if isinstance(n, ast.FunctionDef)]:
        for node in ast.walk(func):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id == "ArgumentGroupFactory" and node.args):
                continue
            cls_name = annotation_text(node.args[0])
            exclude: list[str] = []
            for k in node.keywords:
                if k.arg == "exclude":
                    if isinstance(k.value, ast.Name):
                        exclude = literal_list(func, k.value.id, node.lineno)
                    else:
                        try:
                            exclude = list(ast.literal_eval(k.value))
                        except ValueError:
                            pass
            found = index.find(module, cls_name)
            if found is None:
                # imported inside the function
                for imp in ast.walk(func):
                    if isinstance(imp, ast.ImportFrom):
                        for a in imp.names:
                            if (a.asname or a.name) == cls_name.split(".")[0]:
                                found = index.find(resolve_relative(path, imp), a.name)
            if found is None:
                sys.exit(f"cannot find the config dataclass {cls_name} used by ArgumentGroupFactory")
            flags |= megatron_factory_flags(index, index.fields_with_path(*found), set(exclude))
    return sorted(flags)


# ---------------------------------------------------------------------------------------------------------------------
# MindSpeed core and MindSpeed-LLM


def extract_argparse_dirs(tree: Tree, prefixes: list[str], skip: tuple[str, ...] = ()) -> list[str]:
    flags: set[str] = set()
    for prefix in prefixes:
        files = [prefix] if prefix.endswith(".py") else tree.py_files(prefix)
        for f in files:
            if any(s in f for s in skip):
                continue
            mod = tree.parse(f)
            if mod is not None:
                flags |= flag_strings(mod)
    if not flags:
        sys.exit(f"no add_argument flags under {prefixes} at {tree.commit}")
    return sorted(flags)


def extract_mindspeed(tree: Tree) -> list[str]:
    return extract_argparse_dirs(tree, ["mindspeed/arguments.py", "mindspeed/features_manager/"])


def extract_mindspeed_llm(tree: Tree) -> list[str]:
    return extract_argparse_dirs(tree, ["mindspeed_llm/features_manager/", "mindspeed_llm/training/"],
                                 skip=("deprecated_args.py",))


# ---------------------------------------------------------------------------------------------------------------------
# torchtitan


def extract_torchtitan_legacy(tree: Tree) -> list[str]:
    path = "torchtitan/config/job_config.py"
    mod = tree.parse(path)
    classes = {n.name: n for n in mod.body if isinstance(n, ast.ClassDef)}
    keys: set[str] = set()

    def walk(cls: ast.ClassDef, prefix: str, depth: int) -> None:
        for node in cls.body:
            if not (isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name)):
                continue
            name = node.target.id
            ann = annotation_text(node.annotation)
            key = f"{prefix}.{name}" if prefix else name
            if ann in classes and depth < 8:
                walk(classes[ann], key, depth + 1)
            elif prefix:
                keys.add(key)
                for c in annotation_choices(ClassIndex(tree), path, node.annotation) or []:
                    keys.add(f"choice {key} {c}")

    walk(classes["JobConfig"], "", 0)
    return sorted(keys)


def extract_torchtitan(tree: Tree) -> list[str]:
    if "torchtitan/config/job_config.py" in tree.files:
        return extract_torchtitan_legacy(tree)
    index = ClassIndex(tree)
    out: set[str] = set()
    files = [f for f in tree.py_files("torchtitan/") if "/experiments/" not in f and "/tests/" not in f]
    for path in files:
        mod = tree.parse(path)
        if mod is None:
            continue
        module = module_of(path)
        for name, src in top_level_names(mod, path).items():
            # public names defined in torchtitan or re-exported from another torchtitan module
            if not name.startswith("_") and (src is None or src[0].startswith("torchtitan")):
                out.add(f"import {module}:{name}")
        for node in mod.body:
            if isinstance(node, ast.FunctionDef):
                a = node.args
                if not node.name.startswith("_"):
                    for p in a.args + a.kwonlyargs:
                        out.add(f"param {node.name}.{p.arg}")
            elif isinstance(node, ast.Assign) and isinstance(node.value, ast.Dict) \
                    and module.startswith("torchtitan.models.") \
                    and any(isinstance(t, ast.Name) and t.id.endswith("_configs") for t in node.targets):
                for k in node.value.keys:
                    if isinstance(k, ast.Constant) and isinstance(k.value, str):
                        out.add(f"flavor {module}:{k.value}")

        def visit(cls: ast.ClassDef, qual: str, depth: int) -> None:
            fields = index.fields_with_path(path, cls)
            config_like = is_dataclass_decorated(cls) or cls.name == "Config" or cls.name.endswith("Config")
            if config_like:
                for fname, fpath, node in fields:
                    if not fname.startswith("_"):
                        out.add(f"field {qual}.{fname}")
                        for c in annotation_choices(index, fpath, node.annotation) or []:
                            out.add(f"choice {qual}.{fname} {c}")
            for sub in cls.body:
                if isinstance(sub, ast.ClassDef) and depth < 4:
                    visit(sub, f"{qual}.{sub.name}", depth + 1)

        for node in mod.body:
            if isinstance(node, ast.ClassDef):
                visit(node, node.name, 0)
    return sorted(out)


# ---------------------------------------------------------------------------------------------------------------------

EXTRACTORS = {
    "megatron-lm": (extract_megatron, "argparse flags of pretrain_gpt.py (megatron/training/arguments.py, "
                                      "ArgumentGroupFactory dataclass flags included)"),
    "mindspeed": (extract_mindspeed, "argparse flags added by MindSpeed core (mindspeed/arguments.py, "
                                     "mindspeed/features_manager)"),
    "mindspeed-llm": (extract_mindspeed_llm, "argparse flags added by MindSpeed-LLM (mindspeed_llm/features_manager, "
                                             "mindspeed_llm/training; deprecated aliases excluded)"),
    "torchtitan": (extract_torchtitan, "config fields of torchtitan (Trainer.Config tree and importable names, or "
                                       "the legacy TOML job_config keys)"),
}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--framework", required=True, choices=sorted(EXTRACTORS))
    ap.add_argument("--repo", required=True, help="path of a git checkout or bare mirror of the framework")
    ap.add_argument("--commit", required=True, help="commit, tag or branch to read")
    ap.add_argument("--repo-url", default="", help="upstream URL recorded in the header")
    ap.add_argument("--label", default="", help="version label recorded in the header (e.g. core_v0.12.1)")
    ap.add_argument("--out-dir", default=os.path.join(os.path.dirname(__file__), "..", "tests", "data", "frameworks"))
    ap.add_argument("--stdout", action="store_true", help="print instead of writing the file")
    args = ap.parse_args()

    tree = Tree(args.repo, args.commit)
    fn, what = EXTRACTORS[args.framework]
    entries = fn(tree)
    kind = "legacy TOML keys" if (args.framework == "torchtitan"
                                  and "torchtitan/config/job_config.py" in tree.files) else what
    header = [
        f"# framework: {args.framework}",
        f"# repo: {args.repo_url or os.path.abspath(args.repo)}",
        f"# commit: {tree.commit}",
        f"# commit-date: {tree.date}",
    ]
    if args.label:
        header.append(f"# version: {args.label}")
    header += [
        f"# content: {kind}; {len(entries)} entries",
        f"# generated: {datetime.date.today().isoformat()} by tools/extract_framework_vocab.py --framework "
        f"{args.framework} --commit {tree.commit[:12]}" + (f" --label {args.label}" if args.label else ""),
        "# Regenerate with the script; never edit by hand.",
    ]
    text = "\n".join(header + entries) + "\n"
    if args.stdout:
        sys.stdout.write(text)
        return 0
    os.makedirs(args.out_dir, exist_ok=True)
    out = os.path.join(args.out_dir, f"{args.framework}-{tree.commit[:12]}.txt")
    with open(out, "w", encoding="utf-8") as f:
        f.write(text)
    print(f"{out}: {len(entries)} entries")
    return 0


if __name__ == "__main__":
    sys.exit(main())
