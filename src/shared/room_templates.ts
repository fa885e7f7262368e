/** Starter programs per language: what Template puts in the editor (spec 001 §9). */
import type { Language } from "./languages.ts";

export const STARTER_TEMPLATES: Record<Language, string> = {
  javascript: `// JavaScript (Deno)
function greet(name) {
  return \`Hello, \${name}!\`;
}

console.log(greet("Campus"));
`,
  python: `# Python 3
def greet(name):
    return f"Hello, {name}!"

print(greet("Campus"))
`,
  cpp: `// C++17
#include <iostream>
#include <string>

int main() {
    std::string name = "Campus";
    std::cout << "Hello, " << name << "!" << std::endl;
    return 0;
}
`,
  java: `// Java 17: the class must be named Main
public class Main {
    public static void main(String[] args) {
        String name = "Campus";
        System.out.println("Hello, " + name + "!");
    }
}
`,
};
