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
  tools/extract_framework_vocab.py --framework pytorch --installed --repo "$(python3 -c 'import site; print(site.getsitepackages()[0])')" \
      --commit installed --label "$(python3 -c 'import torch; print(torch.__version__)')"
      (PyTorch's repository is larger than a mirror this project's tooling can read; an installed wheel has the
      same Python sources and records its commit.)

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
        self.root = ""  # where the package tree starts (MindSpore: mindspore/python/)

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
        base = self.root + module.replace(".", "/")
        for cand in (base + ".py", base + "/__init__.py"):
            if cand in self.files:
                return cand
        return None

    def py_files(self, prefix: str) -> list[str]:
        return sorted(f for f in self.files if f.startswith(prefix) and f.endswith(".py"))


class InstalledTree(Tree):
    """An installed package tree (a site-packages directory) instead of a git repository: for frameworks whose
    repository is too large to mirror (PyTorch). The commit is the one the build records (torch/version.py's
    git_version) unless --commit names one; the date is the install's, unknown."""

    def __init__(self, root: str, commit: str):
        self.repo = os.path.abspath(root)
        self.files = set()
        for dirpath, _dirs, names in os.walk(self.repo):
            for n in names:
                if n.endswith(".py"):
                    self.files.add(os.path.relpath(os.path.join(dirpath, n), self.repo).replace(os.sep, "/"))
        recorded = ""
        version_py = os.path.join(self.repo, "torch", "version.py")
        if os.path.exists(version_py):
            for node in ast.parse(open(version_py, encoding="utf-8").read()).body:
                if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "git_version"
                                                        for t in node.targets):
                    recorded = ast.literal_eval(node.value)
        self.commit = recorded if commit in ("", "installed") else commit
        if not self.commit:
            sys.exit("no commit: pass --commit (the installed tree records none)")
        self.date = "unknown (installed package)"
        self._cache = {}
        self._ast = {}
        self.root = ""

    def read(self, path: str) -> str | None:
        if path not in self._cache:
            full = os.path.join(self.repo, path)
            self._cache[path] = open(full, encoding="utf-8", errors="replace").read() if path in self.files else None
        return self._cache[path]


SOURCE_ROOT = ""  # set with Tree.root: paths under it name modules relative to it


def module_of(path: str) -> str:
    if SOURCE_ROOT and path.startswith(SOURCE_ROOT):
        path = path[len(SOURCE_ROOT):]
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
# Python APIs (MindSpore, PyTorch's torch.distributed): the public names of a list of modules and their signatures


def public_exports(tree: Tree, index: "ClassIndex", module: str, depth: int = 0) -> dict[str, tuple[str, str] | None]:
    """Names importable from a module: its top-level bindings plus what its 'from X import *' lines bring in (X's
    literal __all__ when it has one, else its public top-level names). name -> (defining module, name) where known."""
    path = tree.module_path(module)
    mod = tree.parse(path) if path else None
    if mod is None or depth > 8:
        return {}
    out: dict[str, tuple[str, str] | None] = {}
    for name, src in top_level_names(mod, path).items():
        out[name] = src if src else (module, name)
    if path.endswith("__init__.py"):  # 'from pkg import sub' imports a submodule even when pkg does not bind it
        pkg_dir = path[: -len("__init__.py")]
        for f in tree.files:
            rest = f[len(pkg_dir):] if f.startswith(pkg_dir) else ""
            sub = rest[:-3] if rest.endswith(".py") and "/" not in rest else rest.split("/")[0] \
                if rest.endswith("/__init__.py") and rest.count("/") == 1 else ""
            if sub and sub != "__init__" and sub.isidentifier():
                out.setdefault(sub, (module + "." + sub, ""))
    for node in ast.walk(mod):
        if isinstance(node, ast.ImportFrom) and any(a.name == "*" for a in node.names):
            src_mod = resolve_relative(path, node)
            sub = public_exports(tree, index, src_mod, depth + 1)
            names = literal_all(tree, src_mod)
            for n, where in sub.items():
                if (n in names) if names is not None else not n.startswith("_"):
                    out.setdefault(n, where)
        elif isinstance(node, ast.Import):
            for a in node.names:  # "import a.b" binds a; "from pkg import sub" is in top_level_names
                out.setdefault((a.asname or a.name).split(".")[0], None)
    return out


def literal_all(tree: Tree, module: str) -> set[str] | None:
    """A module's __all__ when it is built from literal lists (assignments, +=, .extend/.append of literals)."""
    path = tree.module_path(module)
    mod = tree.parse(path) if path else None
    if mod is None:
        return None
    names: set[str] | None = None
    for node in mod.body:
        value = None
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets):
            value, names = node.value, set()
        elif isinstance(node, ast.AugAssign) and isinstance(node.target, ast.Name) and node.target.id == "__all__":
            value = node.value
        elif isinstance(node, ast.Expr) and isinstance(node.value, ast.Call) \
                and isinstance(node.value.func, ast.Attribute) and annotation_text(node.value.func.value) == "__all__":
            args = node.value.args
            value = args[0] if args else None
            if node.value.func.attr == "append" and isinstance(value, ast.Constant):
                value = ast.List(elts=[value])
            elif isinstance(value, ast.Attribute) and value.attr == "__all__":
                sub = literal_all(tree, resolve_relative(path, ast.ImportFrom(module=annotation_text(value.value),
                                                                                names=[], level=1)))
                if sub is None:  # "import pkg.sub" style: try the absolute name
                    sub = literal_all(tree, module + "." + annotation_text(value.value))
                names = (names or set()) | (sub or set())
                continue
        if value is None:
            continue
        try:
            lit = ast.literal_eval(value)
        except ValueError:
            continue
        if isinstance(lit, (list, tuple)):
            names = (names or set()) | {str(v) for v in lit}
    return names


def rejected_values(func: ast.FunctionDef, params: set[str]) -> dict[str, list[str]]:
    """'if p not in ("a", "b"): raise ...' checks on a parameter: its allowed literal values."""
    out: dict[str, list[str]] = {}
    for node in ast.walk(func):
        if not isinstance(node, ast.If) or not any(isinstance(s, ast.Raise) for s in node.body):
            continue
        for test in ast.walk(node.test):
            if isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.ops[0], ast.NotIn) \
                    and isinstance(test.left, ast.Name) and test.left.id in params:
                values = literal_choices(test.comparators[0])
                if values:
                    out[test.left.id] = values
    return out


def signature_entries(qual: str, func: ast.FunctionDef, method: bool) -> set[str]:
    a = func.args
    args = a.posonlyargs + a.args
    if method and args:
        args = args[1:]  # self / cls
    out = {f"param {qual}.{p.arg}" for p in args + a.kwonlyargs}
    # positional order, so a checker can name a positional argument
    for i, p in enumerate(args):
        out.add(f"positional {qual} {i} {p.arg}")
    if a.kwarg is not None:
        out.add(f"kwargs {qual}")
    if a.vararg is not None:
        out.add(f"varargs {qual}")
    for p, values in rejected_values(func, {x.arg for x in args + a.kwonlyargs}).items():
        for v in values:
            out.add(f"choice {qual}.{p} {v}")
    return out


def class_entries(index: "ClassIndex", path: str, cls: ast.ClassDef, qual: str, depth: int = 0) -> set[str]:
    """A class's constructor (its own __init__, an inherited one, or its dataclass fields), its public methods and
    its class-level constants / enum members."""
    out: set[str] = set()
    init = next((n for n in cls.body if isinstance(n, ast.FunctionDef) and n.name == "__init__"), None)
    if init is not None:
        out |= signature_entries(qual, init, method=True)
    elif is_dataclass_decorated(cls):
        for name, _ in index.fields(path, cls):
            out.add(f"param {qual}.{name}")
    for node in cls.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and not node.name.startswith("_"):
            out.add(f"method {qual}.{node.name}")
            out |= signature_entries(f"{qual}.{node.name}", node, method=True)
        elif isinstance(node, ast.Assign):
            for t in node.targets:
                if isinstance(t, ast.Name) and not t.id.startswith("_"):
                    out.add(f"member {qual}.{t.id}")
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and not node.target.id.startswith("_"):
            out.add(f"member {qual}.{node.target.id}")
    if depth < 6:
        for base in cls.bases:
            dotted = annotation_text(base)
            found = index.find(module_of(path), dotted) if dotted and "[" not in dotted else None
            if found is None:
                continue
            inherited = class_entries(index, found[0], found[1], qual, depth + 1)
            if init is not None or is_dataclass_decorated(cls):  # our constructor wins over the base's
                inherited = {e for e in inherited
                             if not (e.startswith((f"param {qual}.", f"positional {qual} ", f"choice {qual}."))
                                     and e.split(" ")[1].count(".") == qual.count(".") + (1 if e.startswith(("param", "choice")) else 0))
                             and e not in (f"kwargs {qual}", f"varargs {qual}")}
            out |= inherited
    return out


def extract_python_api(tree: Tree, source_root: str, modules: list[str]) -> list[str]:
    """For each module: 'import <module>:<name>' per importable public name; for each function or class defined in
    the framework and importable from it: 'param <Name>.<arg>' (constructor / function keyword parameters),
    'positional <Name> <i> <arg>', 'kwargs <Name>' when it takes **kwargs, 'method <Class>.<m>' and its params as
    'param <Class>.<m>.<arg>', 'member <Class>.<NAME>' (class constants, enum members), 'choice <Name>.<arg> <v>'
    for the values an 'if arg not in (...): raise' check allows, and 'submodule <module>.<name>' for the
    submodules 'from <module> import <name>' reaches. '# modules:' in the header lists the modules."""

    global SOURCE_ROOT
    SOURCE_ROOT = tree.root = source_root
    index = ClassIndex(tree)
    out: set[str] = set()
    for module in modules:
        if tree.module_path(module) is None:
            sys.exit(f"module {module} not found under {source_root or '.'} at {tree.commit}")
        for name, where in sorted(public_exports(tree, index, module).items()):
            if name.startswith("_"):
                continue
            out.add(f"import {module}:{name}")
            if where is None or tree.module_path(module + "." + name) is not None and where[1] in ("", name) \
                    and where[0] in (module, module + "." + name):
                if tree.module_path(module + "." + name) is not None:
                    out.add(f"submodule {module}.{name}")
                continue
            src_path = tree.module_path(where[0])
            src = tree.parse(src_path) if src_path else None
            defined = src is not None and any(
                isinstance(n, (ast.FunctionDef, ast.ClassDef)) and n.name == where[1] for n in src.body)
            if defined:
                for node in src.body:
                    if isinstance(node, ast.FunctionDef) and node.name == where[1]:
                        out |= signature_entries(name, node, method=False)
                    elif isinstance(node, ast.ClassDef) and node.name == where[1]:
                        out |= class_entries(index, src_path, node, name)
            else:
                found = index.find(where[0], where[1])
                if found:
                    out |= class_entries(index, found[0], found[1], name)
    return sorted(out)


MINDSPORE_MODULES = ["mindspore", "mindspore.communication", "mindspore.nn.utils", "mindspore.parallel",
                     "mindspore.parallel.auto_parallel", "mindspore.parallel.nn"]


def extract_mindspore(tree: Tree) -> list[str]:
    return extract_python_api(tree, "mindspore/python/", MINDSPORE_MODULES)


PYTORCH_MODULES = ["torch.distributed", "torch.distributed.device_mesh", "torch.distributed.fsdp",
                   "torch.distributed._composable.replicate", "torch.distributed.tensor",
                   "torch.distributed.tensor.parallel", "torch.distributed.tensor.experimental",
                   "torch.distributed.pipelining", "torch.distributed.nn.functional",
                   "torch.distributed.algorithms._checkpoint.checkpoint_wrapper", "torch.utils.checkpoint"]


def extract_pytorch(tree: Tree) -> list[str]:
    return extract_python_api(tree, "", PYTORCH_MODULES)


# ---------------------------------------------------------------------------------------------------------------------
# DeepSpeed: ds_config JSON keys and the launcher's flags

# The top-level ds_config keys whose value is a pydantic DeepSpeedConfigModel, and that model (module, class).
DEEPSPEED_SECTIONS = {
    "zero_optimization": ("deepspeed.runtime.zero.config", "DeepSpeedZeroConfig"),
    "bf16": ("deepspeed.runtime.precision_config", "DeepSpeedBF16Config"),
    "bfloat16": ("deepspeed.runtime.precision_config", "DeepSpeedBF16Config"),
    "fp16": ("deepspeed.runtime.precision_config", "DeepSpeedFP16Config"),
    "tensor_parallel": ("deepspeed.runtime.tensor_parallel.config", "TPTrainingConfig"),
}
# The files whose functions read top-level keys from the ds_config dict (their 'param_dict'/'ds_config' argument).
DEEPSPEED_READERS = ["deepspeed/runtime/config.py", "deepspeed/runtime/zero/config.py",
                     "deepspeed/runtime/precision_config.py", "deepspeed/runtime/tensor_parallel/config.py"]


def string_constants(tree: Tree) -> dict[str, dict[str, str]]:
    """Module-level NAME = "string" assignments per file under deepspeed/."""
    out: dict[str, dict[str, str]] = {}
    for path in tree.py_files("deepspeed/"):
        mod = tree.parse(path)
        if mod is None:
            continue
        for node in mod.body:
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant) \
                    and isinstance(node.value.value, str):
                for t in node.targets:
                    if isinstance(t, ast.Name) and t.id.isupper():
                        out.setdefault(path, {})[t.id] = node.value.value
    return out


def dict_keys_read(tree: Tree, path: str, consts: dict[str, dict[str, str]]) -> set[str]:
    """Keys read from the top-level config dict by the functions of one file."""
    mod = tree.parse(path)
    # constants visible in the file: its own, then those of the modules it imports from
    visible: dict[str, str] = {}
    for node in mod.body:
        if isinstance(node, ast.ImportFrom):
            src = tree.module_path(resolve_relative(path, node))
            for n, v in consts.get(src, {}).items():
                if any(a.name in ("*", n) for a in node.names):
                    visible.setdefault(n, v)
    visible.update(consts.get(path, {}))

    # A key passed as a parameter with a constant default (get_communication_data_type(param_dict,
    # comm_type=COMMUNICATION_DATA_TYPE, ...) reads param_dict[comm_type]): the default is the key read.
    defaults: dict[str, str] = {}

    def key(node: ast.AST) -> str | None:
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            return node.value
        if isinstance(node, ast.Name):
            return defaults.get(node.id) or visible.get(node.id)
        return None

    keys: set[str] = set()
    for func in [n for n in ast.walk(mod) if isinstance(n, ast.FunctionDef)]:
        dicts = {a.arg for a in func.args.args if a.arg in ("param_dict", "ds_config")}
        if not dicts:
            continue
        defaults.clear()
        positional = func.args.args[len(func.args.args) - len(func.args.defaults):]
        for arg, default in zip(positional, func.args.defaults):
            if (k := key(default)) is not None:
                defaults[arg.arg] = k

        def is_dict(n: ast.AST) -> bool:
            if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr == "keys":
                n = n.func.value
            return isinstance(n, ast.Name) and n.id in dicts

        for node in ast.walk(func):
            k = None
            if isinstance(node, ast.Subscript) and is_dict(node.value):
                k = key(node.slice)
            elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "get" \
                    and is_dict(node.func.value) and node.args:
                k = key(node.args[0])
            elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                    and node.func.id.startswith("get_") and node.func.id.endswith("_param") \
                    and len(node.args) >= 2 and is_dict(node.args[0]):
                k = key(node.args[1])
            elif isinstance(node, ast.Compare) and len(node.ops) == 1 and isinstance(node.ops[0], (ast.In, ast.NotIn)) \
                    and is_dict(node.comparators[0]):
                k = key(node.left)
            if k:
                keys.add(k)
    return keys


def pydantic_keys(index: "ClassIndex", module: str, cls_name: str, prefix: str, depth: int = 0) -> set[str]:
    """'key <prefix>.<field>' for every field and alias of a DeepSpeedConfigModel (populate_by_name: both are
    accepted), recursing into fields whose type is another config model; 'choice' lines for Enum-typed fields
    (pydantic takes the enum's values)."""
    found = index.find(module, cls_name)
    if found is None:
        sys.exit(f"cannot find {module}.{cls_name}")
    out: set[str] = set()
    for name, fpath, node in index.fields_with_path(*found):
        names = [name]
        v = node.value
        if isinstance(v, ast.Call) and annotation_text(v.func).split(".")[-1] == "Field":
            for k in v.keywords:
                if k.arg == "alias" and isinstance(k.value, ast.Constant):
                    names.append(k.value.value)
        for n in names:
            out.add(f"key {prefix}.{n}")
        ann = node.annotation
        if isinstance(ann, ast.Subscript) and annotation_text(ann.value).split(".")[-1] == "Optional":
            ann = ann.slice
        sub = index.find(module_of(fpath), annotation_text(ann)) if isinstance(ann, (ast.Name, ast.Attribute)) else None
        if sub is None or depth > 4:
            continue
        bases = [annotation_text(b).split(".")[-1] for b in sub[1].bases]
        if "Enum" in bases:
            for member in sub[1].body:
                if isinstance(member, ast.Assign) and isinstance(member.value, ast.Constant):
                    for n in names:
                        out.add(f"choice {prefix}.{n} {member.value.value}")
        elif "DeepSpeedConfigModel" in bases:
            for n in names:
                out |= pydantic_keys(index, module_of(sub[0]), sub[1].name, f"{prefix}.{n}", depth + 1)
    return out


def extract_deepspeed(tree: Tree) -> list[str]:
    consts = string_constants(tree)
    out: set[str] = set()
    for path in DEEPSPEED_READERS:
        if path not in tree.files:
            sys.exit(f"{path} not found at {tree.commit}")
        out |= {f"key {k}" for k in dict_keys_read(tree, path, consts)}
    index = ClassIndex(tree)
    for section, (module, cls) in DEEPSPEED_SECTIONS.items():
        if f"key {section}" not in out:
            sys.exit(f"ds_config section {section} is not read by {DEEPSPEED_READERS}")
        out |= pydantic_keys(index, module, cls, section)
    # ZeroStageEnum is an int enum: its values are the stages
    for launcher in ("deepspeed/launcher/runner.py", "deepspeed/__init__.py"):
        out |= {f for f in flag_strings(tree.parse(launcher)) if not f.startswith("choice ")}
    return sorted(out)


# ---------------------------------------------------------------------------------------------------------------------

API_MODULES = {"mindspore": MINDSPORE_MODULES, "pytorch": PYTORCH_MODULES}

EXTRACTORS = {
    "megatron-lm": (extract_megatron, "argparse flags of pretrain_gpt.py (megatron/training/arguments.py, "
                                      "ArgumentGroupFactory dataclass flags included)"),
    "mindspeed": (extract_mindspeed, "argparse flags added by MindSpeed core (mindspeed/arguments.py, "
                                     "mindspeed/features_manager)"),
    "mindspeed-llm": (extract_mindspeed_llm, "argparse flags added by MindSpeed-LLM (mindspeed_llm/features_manager, "
                                             "mindspeed_llm/training; deprecated aliases excluded)"),
    "mindspore": (extract_mindspore, "public names and signatures of " + ", ".join(MINDSPORE_MODULES)),
    "pytorch": (extract_pytorch, "public names and signatures of " + ", ".join(PYTORCH_MODULES)),
    "deepspeed": (extract_deepspeed, "ds_config keys (top-level keys read by " + ", ".join(DEEPSPEED_READERS)
                                     + "; fields and aliases of the section config models) and the flags of the "
                                     "deepspeed launcher and deepspeed.add_config_arguments"),
    "torchtitan": (extract_torchtitan, "config fields of torchtitan (Trainer.Config tree and importable names, or "
                                       "the legacy TOML job_config keys)"),
}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--framework", required=True, choices=sorted(EXTRACTORS))
    ap.add_argument("--repo", required=True, help="path of a git checkout or bare mirror of the framework")
    ap.add_argument("--installed", action="store_true",
                    help="--repo is an installed package tree (site-packages), not git; --commit installed takes "
                         "the commit the build recorded (torch/version.py git_version)")
    ap.add_argument("--commit", required=True, help="commit, tag or branch to read")
    ap.add_argument("--repo-url", default="", help="upstream URL recorded in the header")
    ap.add_argument("--label", default="", help="version label recorded in the header (e.g. core_v0.12.1)")
    ap.add_argument("--out-dir", default=os.path.join(os.path.dirname(__file__), "..", "tests", "data", "frameworks"))
    ap.add_argument("--stdout", action="store_true", help="print instead of writing the file")
    args = ap.parse_args()

    tree = InstalledTree(args.repo, args.commit) if args.installed else Tree(args.repo, args.commit)
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
    if args.framework in API_MODULES:
        header.append("# modules: " + " ".join(API_MODULES[args.framework]))
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
