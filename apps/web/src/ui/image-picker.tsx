import { useId, useState } from 'react';
import { ImagePlus, X } from 'lucide-react';
import './image-picker.css';

export interface PickedImage {
  name: string;
  /** A data URL ('data:image/png;base64,…'), as the upload calls take it. */
  data: string;
}

export interface ImagePickerLabels {
  label: string;
  add: string;
  hint: string;
  remove: (name: string) => string;
  wrongType: (name: string) => string;
  tooBig: (name: string) => string;
}

const TYPES = ['image/png', 'image/jpeg'];

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/**
 * Up to `max` png/jpg images of at most `maxBytes` each (§5), previewed, each removable; wrong files are
 * named under the picker and never added (the server checks the bytes again).
 */
export function ImagePicker({
  value,
  onChange,
  max,
  maxBytes,
  labels,
  testId,
}: {
  value: PickedImage[];
  onChange: (images: PickedImage[]) => void;
  max: number;
  maxBytes: number;
  labels: ImagePickerLabels;
  testId?: string;
}) {
  const id = useId();
  const [problems, setProblems] = useState<string[]>([]);

  const add = async (files: FileList | null) => {
    const next = [...value];
    const found: string[] = [];
    for (const file of Array.from(files ?? [])) {
      if (next.length >= max) break;
      if (!TYPES.includes(file.type)) found.push(labels.wrongType(file.name));
      else if (file.size > maxBytes) found.push(labels.tooBig(file.name));
      else next.push({ name: file.name, data: await readAsDataUrl(file) });
    }
    setProblems(found);
    onChange(next);
  };

  return (
    <div className="field image-picker">
      <span className="field__label" id={`${id}-label`}>
        {labels.label}
      </span>
      <ul className="image-picker__list" aria-labelledby={`${id}-label`}>
        {value.map((image, index) => (
          <li key={`${image.name}-${index}`} className="image-picker__item">
            <img src={image.data} alt={image.name} />
            <button
              type="button"
              className="image-picker__remove"
              aria-label={labels.remove(image.name)}
              onClick={() => onChange(value.filter((_, other) => other !== index))}
            >
              <X size={14} aria-hidden />
            </button>
          </li>
        ))}
        {value.length < max && (
          <li>
            <label className="image-picker__item image-picker__item--add">
              <ImagePlus size={22} aria-hidden />
              <span>{labels.add}</span>
              <input
                type="file"
                accept="image/png,image/jpeg"
                multiple
                className="visually-hidden"
                data-testid={testId}
                onChange={(event) => {
                  void add(event.target.files);
                  event.target.value = '';
                }}
              />
            </label>
          </li>
        )}
      </ul>
      {problems.map((problem) => (
        <p key={problem} className="field__error" role="alert">
          {problem}
        </p>
      ))}
      <p className="field__hint">{labels.hint}</p>
    </div>
  );
}
